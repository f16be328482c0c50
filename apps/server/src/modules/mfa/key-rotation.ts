import { SessionDecryptError, type SessionCipher } from '../../platform/crypto/session-cipher.js';
import type { Db } from '../../platform/db/schema.js';
import { openTotpSecret, sealTotpSecret } from './totp.js';

export interface TotpRotationOutcome {
  rotated: number;
  unreadable: number;
}

/**
 * Re-seals every authenticator-app secret (enabled or pending) that is not on the newest key, for
 * `rotate-key` (docs/operations/README.md). One row per account: few rows, no batches. Each row is written
 * only if it still holds what was read, so it is safe beside running servers and safe to run again.
 */
export async function rotateTotpSecrets(db: Db, cipher: SessionCipher): Promise<TotpRotationOutcome> {
  const outcome: TotpRotationOutcome = { rotated: 0, unreadable: 0 };
  const current = `${cipher.currentVersion}.`;
  const rows = await db
    .selectFrom('mfa_totp')
    .select(['account_id', 'secret_sealed', 'pending_secret_sealed'])
    .execute();
  for (const row of rows) {
    for (const column of ['secret_sealed', 'pending_secret_sealed'] as const) {
      const sealed = row[column];
      if (!sealed || sealed.startsWith(current)) continue;
      let resealed: string;
      try {
        resealed = sealTotpSecret(cipher, openTotpSecret(cipher, sealed, row.account_id).secret, row.account_id);
      } catch (error) {
        if (!(error instanceof SessionDecryptError)) throw error;
        outcome.unreadable += 1;
        continue;
      }
      const written = await db
        .updateTable('mfa_totp')
        .set({ [column]: resealed })
        .where('account_id', '=', row.account_id)
        .where(column, '=', sealed)
        .executeTakeFirst();
      outcome.rotated += Number(written.numUpdatedRows);
    }
  }
  return outcome;
}
