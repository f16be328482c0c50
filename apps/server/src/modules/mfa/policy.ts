import type { MfaPolicy } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';

/** The Super Admin's requirement: a second factor for every account, or for the accounts of some roles. */

export async function readPolicy(db: Executor): Promise<MfaPolicy> {
  const row = await db.selectFrom('mfa_policy').select('required_for_all').where('id', '=', 1).executeTakeFirst();
  // A deleted role keeps its row (soft delete) but no account holds it: it is no longer shown.
  const roles = await db
    .selectFrom('mfa_policy_roles as p')
    .innerJoin('roles as r', 'r.id', 'p.role_id')
    .select('p.role_id')
    .where('r.deleted_at', 'is', null)
    .orderBy('p.role_id')
    .execute();
  return { required_for_all: row?.required_for_all === 1, role_ids: roles.map((role) => role.role_id) };
}

export async function writePolicy(db: Executor, policy: MfaPolicy, actorId: number): Promise<void> {
  await db
    .updateTable('mfa_policy')
    .set({
      required_for_all: policy.required_for_all ? 1 : 0,
      updated_at: new Date().toISOString(),
      updated_by: actorId,
    })
    .where('id', '=', 1)
    .execute();
  await db.deleteFrom('mfa_policy_roles').execute();
  if (policy.role_ids.length > 0)
    await db
      .insertInto('mfa_policy_roles')
      .values(policy.role_ids.map((role_id) => ({ role_id })))
      .execute();
}

/** Whether the policy asks this account for a second factor. */
export async function isRequiredFor(db: Executor, accountId: number): Promise<boolean> {
  const policy = await db.selectFrom('mfa_policy').select('required_for_all').where('id', '=', 1).executeTakeFirst();
  if (policy?.required_for_all === 1) return true;
  const byRole = await db
    .selectFrom('accounts as a')
    .innerJoin('mfa_policy_roles as p', 'p.role_id', 'a.role_id')
    .select('a.id')
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  return byRole !== undefined;
}
