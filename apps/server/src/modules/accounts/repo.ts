import type { Account, AccountListQuery } from '@backoffice/contract';
import { ACCOUNT_LIST, type accountListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { recordReads, type CreatedRecords } from '../../platform/db/list-filters.js';

type ListQuery = z.output<typeof accountListQuerySchema>;

/** The joins and columns of an account as the API shows it: its role (every account has one) and its creator's name. */
function withDetails(query: CreatedRecords<'accounts', 'a'>) {
  return query
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select([
      'a.id',
      'a.email',
      'a.username',
      'a.status',
      'a.force_reset_password',
      'a.last_login_at',
      'a.created_at',
      'a.updated_at',
      'r.id as role_id',
      'r.name as role_name',
      'creator.username as created_by_name',
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: { id: row.role_id, name: row.role_name },
    status: row.status as Account['status'],
    force_reset_password: row.force_reset_password === 1,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

const LIST_COLUMNS = {
  id: 'a.id',
  email: 'a.email',
  username: 'a.username',
  status: 'a.status',
  role_id: 'a.role_id',
  created_at: 'a.created_at',
};

// Every live account is in the list, so its total with no filter is the maintained count (migration 014).
const accounts = recordReads('accounts', 'a', {
  details: withDetails,
  toRecord: toAccount,
  list: ACCOUNT_LIST,
  columns: LIST_COLUMNS,
  countedLive: true,
  textIndex: 'accounts',
});

export const findAccount = accounts.find;

export function listAccounts(db: Executor, query: ListQuery) {
  return accounts.list(db, query);
}

/** Live accounts that hold the ALL permission and are active: the ones who can still administer. */
export async function activeAdministratorIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('role_permissions as p', 'p.role_id', 'a.role_id')
    .select('a.id')
    .where('p.permission', '=', 'ALL')
    .where('a.status', '=', 'Active')
    .where('a.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export type { AccountListQuery };
