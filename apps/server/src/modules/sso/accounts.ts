import type { GroupRole } from '../../platform/config.js';
import { recordAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/schema.js';
import { activeAdministratorIds } from '../accounts/index.js';

/** Who the provider says signed in, from its verified ID token (and user info). */
export interface ProviderIdentity {
  email: string;
  groups: readonly string[];
  /** A name for a new account: the provider's preferred user name or name. */
  name: string | undefined;
}

export interface MappedRole {
  id: number;
  name: string;
  holdsAll: boolean;
}

/** What a sign-in through the provider comes to, before a session is opened. */
export type AccountOutcome =
  | { kind: 'signed-in'; accountId: number }
  | { kind: 'no-role'; accountId: number | null }
  | { kind: 'disabled'; accountId: number };

const USERNAME_MAX = 30;

/**
 * The role of the first mapping entry whose group the person is in and whose role exists. An entry naming a
 * role that does not exist (renamed or deleted since the mapping was written) is passed over and reported.
 */
export async function mappedRole(
  db: Executor,
  mapping: readonly GroupRole[],
  groups: readonly string[],
  reportUnknownRole: (role: string) => void,
): Promise<MappedRole | undefined> {
  for (const entry of mapping) {
    if (!groups.includes(entry.group)) continue;
    const role = await db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('name', '=', entry.role)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!role) {
      reportUnknownRole(entry.role);
      continue;
    }
    const all = await db
      .selectFrom('role_permissions')
      .select('role_id')
      .where('role_id', '=', role.id)
      .where('permission', '=', 'ALL')
      .executeTakeFirst();
    return { id: role.id, name: role.name, holdsAll: all !== undefined };
  }
  return undefined;
}

/** A user name not yet taken: the provider's name (or the e-mail's local part), then "name 2", "name 3", … */
async function freeUsername(db: Executor, identity: ProviderIdentity): Promise<string> {
  const base = (identity.name?.trim() || identity.email.split('@')[0] || identity.email).slice(0, USERNAME_MAX);
  for (let suffix = 1; ; suffix++) {
    const tail = suffix === 1 ? '' : ` ${suffix}`;
    const candidate = `${base.slice(0, USERNAME_MAX - tail.length)}${tail}`;
    const taken = await db
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', candidate.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * The account of a verified e-mail, its role brought in line with the provider's groups; or a new account
 * when there is none and the groups give a role (just in time). Runs in the caller's transaction, after
 * lockGrants: the last active Super Admin is never demoted by the provider (docs/decisions/0012-grant-rules.md),
 * they keep their role and the change is reported instead.
 */
export async function accountForIdentity(
  trx: Executor,
  identity: ProviderIdentity,
  role: MappedRole | undefined,
  /** The password hash of a new account, made before the transaction (hashing is slow); unset when an account is known. */
  newPasswordHash: string | undefined,
  ip: string | null,
  reportKeptAdmin: (accountId: number) => void,
): Promise<AccountOutcome> {
  const account = await trx
    .selectFrom('accounts as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select(['a.id', 'a.status', 'a.role_id', 'r.name as role_name'])
    .where((eb) => eb(eb.fn('lower', ['a.email']), '=', identity.email.toLowerCase()))
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
  if (account && account.status !== 'Active') return { kind: 'disabled', accountId: account.id };
  if (!role) return { kind: 'no-role', accountId: account?.id ?? null };
  const now = new Date().toISOString();
  if (!account) {
    if (newPasswordHash === undefined) return { kind: 'no-role', accountId: null };
    const username = await freeUsername(trx, identity);
    const created = await trx
      .insertInto('accounts')
      .values({
        email: identity.email,
        username,
        password_hash: newPasswordHash,
        role_id: role.id,
        status: 'Active',
        force_reset_password: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { id: created.id, email: identity.email, ip },
      {
        action: 'account.sso_created',
        entity: 'account',
        entityId: created.id,
        changes: { email: { to: identity.email }, username: { to: username }, role: { to: role.name } },
      },
    );
    return { kind: 'signed-in', accountId: created.id };
  }
  if (account.role_id !== role.id) {
    const admins = await activeAdministratorIds(trx);
    if (!role.holdsAll && admins.length === 1 && admins[0] === account.id) {
      reportKeptAdmin(account.id);
      return { kind: 'signed-in', accountId: account.id };
    }
    await trx
      .updateTable('accounts')
      .set({ role_id: role.id, updated_at: now, updated_by: account.id })
      .where('id', '=', account.id)
      .execute();
    await recordAudit(
      trx,
      { id: account.id, email: identity.email, ip },
      {
        action: 'account.sso_role_applied',
        entity: 'account',
        entityId: account.id,
        changes: { role: { from: account.role_name, to: role.name } },
      },
    );
  }
  return { kind: 'signed-in', accountId: account.id };
}
