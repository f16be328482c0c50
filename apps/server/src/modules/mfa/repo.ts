import type { MfaMethod } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import type { StoredPasskey } from './passkeys.js';

/** Reads and writes of the two-step sign-in tables (migration 011). */

export interface PasskeyRow extends StoredPasskey {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export async function totpOf(db: Executor, accountId: number) {
  return db.selectFrom('mfa_totp').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function passkeysOf(db: Executor, accountId: number): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom('mfa_passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, counter: Number(row.counter) }));
}

export async function unusedRecoveryCodes(db: Executor, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** What the account can prove itself with at the second step; empty when it has no second factor. */
export async function methodsOf(db: Executor, accountId: number): Promise<MfaMethod[]> {
  const totp = await totpOf(db, accountId);
  const passkeys = await db
    .selectFrom('mfa_passkeys')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .execute();
  const methods: MfaMethod[] = [];
  if (totp?.enabled_at) methods.push('totp');
  if (passkeys.length > 0) methods.push('passkey');
  // Recovery codes back a factor up; alone they are not one.
  if (methods.length > 0 && (await unusedRecoveryCodes(db, accountId)) > 0) methods.push('recovery_code');
  return methods;
}

/** The number of second factors (an authenticator app, each passkey); recovery codes are not counted. */
export async function factorCount(db: Executor, accountId: number): Promise<number> {
  const totp = await totpOf(db, accountId);
  const passkeys = await db
    .selectFrom('mfa_passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return (totp?.enabled_at ? 1 : 0) + Number(passkeys?.count ?? 0);
}

export async function replaceRecoveryCodes(
  db: Executor,
  accountId: number,
  hashes: readonly string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ account_id: accountId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/**
 * Marks one unused code of the account used; true when this call used it. One statement, so two
 * parallel sign-ins with the same code cannot both succeed.
 */
export async function useRecoveryCode(
  db: Executor,
  accountId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every second factor, recovery code and step in progress of the account (the last factor removed, or a CLI reset). */
export async function removeAllFactors(db: Executor, accountId: number): Promise<void> {
  await db.deleteFrom('mfa_totp').where('account_id', '=', accountId).execute();
  await db.deleteFrom('mfa_passkeys').where('account_id', '=', accountId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).execute();
  await db.deleteFrom('mfa_challenges').where('account_id', '=', accountId).execute();
  await db.deleteFrom('mfa_passkey_registrations').where('account_id', '=', accountId).execute();
}

/** After removing one factor: when none is left, the recovery codes go too (they back up nothing). */
export async function dropRecoveryCodesWhenNoFactor(db: Executor, accountId: number): Promise<void> {
  if ((await factorCount(db, accountId)) === 0) {
    await db.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).execute();
  }
}
