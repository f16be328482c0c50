import { holdsEvery, type Permission } from '@backoffice/contract';
import { sql } from 'kysely';
import type { Actor } from '../audit.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Executor } from '../db/schema.js';
import { AppError } from '../errors.js';
import { permissionsOfRole } from './sessions.js';

/**
 * The grant rules of docs/decisions/0012-grant-rules.md: nobody grants, assigns or manages what they
 * do not hold. Every check here runs inside the write transaction, after lockGrants, and reads the
 * actor's permissions again there, so no concurrent role or account change slips between check and write.
 */

/** Any fixed number: the PostgreSQL advisory lock every grant-changing transaction takes. */
const GRANTS_LOCK_KEY = 14_2012;

/**
 * Serialises the transactions that read or change who holds what (role permissions, account roles).
 * SQLite transactions already hold the write lock from their first statement (BEGIN IMMEDIATE); on
 * PostgreSQL, read committed lets two of them interleave, so they take one transaction-scoped lock.
 */
export async function lockGrants(trx: Executor, database: DatabaseHandle): Promise<void> {
  if (database.kind === 'postgres') await sql`select pg_advisory_xact_lock(${GRANTS_LOCK_KEY})`.execute(trx);
}

/** What the actor holds now: their live, active account's role. Nothing for anyone else. */
export async function actorPermissions(trx: Executor, actor: Actor): Promise<Permission[]> {
  if (actor.id === null) return [];
  const account = await trx
    .selectFrom('accounts')
    .select('role_id')
    .where('id', '=', actor.id)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Active')
    .executeTakeFirst();
  return account ? permissionsOfRole(trx, account.role_id) : [];
}

/** The actor's role id, to refuse edits of one's own grants. */
export async function actorRoleId(trx: Executor, actor: Actor): Promise<number | undefined> {
  if (actor.id === null) return undefined;
  const account = await trx.selectFrom('accounts').select('role_id').where('id', '=', actor.id).executeTakeFirst();
  return account?.role_id;
}

/** A role may be created or given only permissions the actor holds. */
export function assertMayGrant(held: readonly Permission[], wanted: readonly Permission[]): void {
  if (!holdsEvery(held, wanted)) throw new AppError('PERMISSION_NOT_HELD', { field: 'permissions' });
}

/** A role may be changed or deleted only when the actor holds all it holds now. */
export function assertMayManageRole(held: readonly Permission[], current: readonly Permission[]): void {
  if (!holdsEvery(held, current)) throw new AppError('ROLE_OUTRANKS_YOU');
}

/** An account may be given only a role the actor holds all of. */
export function assertMayAssign(held: readonly Permission[], role: readonly Permission[]): void {
  if (!holdsEvery(held, role)) throw new AppError('ROLE_NOT_ASSIGNABLE', { field: 'role_id' });
}

/** An account whose role holds more than the actor cannot be changed, disabled, deleted or have its password set. */
export function assertMayManageAccount(held: readonly Permission[], accountRole: readonly Permission[]): void {
  if (!holdsEvery(held, accountRole)) throw new AppError('ACCOUNT_OUTRANKS_YOU');
}
