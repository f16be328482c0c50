import type { Account, AccountListQuery } from '@backoffice/contract';
import { ACCOUNT_SORTABLE, type accountListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../platform/db/schema.js';
import { STAFF_ACCOUNTS_VERSION } from '../../platform/db/migrations/016_staff_cache_versions.js';
import { perDatabase } from '../../platform/db/per-database.js';
import { VersionedCache } from '../../platform/db/versioned-cache.js';
import { serializedJson, type SerializedJson } from '../../platform/http/serialized-json.js';
import { liveRecords } from '../../platform/db/records.js';
import { fetchPage, liveRowCount, sortOf, textSearchOn } from '../../platform/db/query.js';

type ListQuery = z.output<typeof accountListQuerySchema>;

/**
 * The joins and columns of an account as the API shows it. Roles by CROSS JOIN and a condition, which
 * answers as the inner join would (every account has a role) but which SQLite reads as "accounts
 * first": with sampled statistics (two roles, 10,000 accounts) it otherwise started from roles, read
 * every account of each and sorted them all for a page of 10. PostgreSQL plans both forms alike.
 */
function withDetails(query: ReturnType<typeof liveAccounts>) {
  return query
    .crossJoin('roles as r')
    .whereRef('r.id', '=', 'a.role_id')
    .leftJoin('accounts as creator', 'creator.id', 'a.created_by')
    .select(['a.id', 'a.email', 'a.username', 'a.status', 'a.force_reset_password', 'a.last_login_at', 'a.created_at', 'a.updated_at', 'r.id as role_id', 'r.name as role_name', 'creator.username as created_by_name']);
}

function liveAccounts(db: Executor) {
  return liveRecords(db, 'accounts', 'a');
}

function baseQuery(db: Executor) {
  return withDetails(liveAccounts(db));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

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

export async function findAccount(db: Executor, id: number): Promise<Account | undefined> {
  const row = await baseQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function listAccounts(db: Executor, query: ListQuery) {
  const live = liveAccounts(db);
  let filtered = live;
  if (query.search) {
    const text = query.search;
    const contains = textSearchOn(db);
    filtered = filtered.where((eb) => eb.or([contains(eb.ref('a.email'), text), contains(eb.ref('a.username'), text)]));
  }
  if (query.status) filtered = filtered.where('a.status', '=', query.status);
  if (query.role_id) filtered = filtered.where('a.role_id', '=', query.role_id);
  if (query.created_from) filtered = filtered.where('a.created_at', '>=', new Date(query.created_from).toISOString());
  if (query.created_to) filtered = filtered.where('a.created_at', '<=', new Date(query.created_to).toISOString());
  const sort = sortOf(query, ACCOUNT_SORTABLE, { field: 'created_at', direction: 'desc' });
  // With no filter (query builders are immutable: each filter makes a new one) the total is every
  // live account, read from the maintained count instead of counted.
  const unfiltered = filtered === live;
  return fetchPage(
    filtered,
    query,
    (qb) => withDetails(qb).orderBy(`a.${sort.field}`, sort.direction).orderBy('a.id', sort.direction),
    toAccount,
    unfiltered ? { total: liveRowCount(db, 'accounts'), firstPage: { db, key: `accounts:${sort.field}:${sort.direction}` } } : {},
  );
}

/**
 * Pages of the account list as sent (UTF-8 JSON), by query, read again only when an account or a role
 * changes (decision 24). Kept serialized: serializing a kept page on every request cost a seventh of the
 * request's CPU (decision 29).
 */
const accountListAnswers = perDatabase((db) => new VersionedCache<string, SerializedJson>(db, STAFF_ACCOUNTS_VERSION, 200));

/** The account list's answer as of `since` (the request's arrival): from the instance's cache while no account or role changed. */
export function cachedAccountListAnswer(db: Db, query: ListQuery, since: number): Promise<SerializedJson> {
  return accountListAnswers(db).get(JSON.stringify(query), since, async () => serializedJson(await listAccounts(db, query)));
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
