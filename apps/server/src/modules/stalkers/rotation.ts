import type { SessionCipher } from '../../platform/crypto/session-cipher.js';
import type { Db } from '../../platform/db/schema.js';

export interface RotationOutcome {
  /** Rows re-encrypted with the newest key by this run. */
  rotated: number;
  /** Rows that could not be opened with any configured key (left as they are). */
  unreadable: number;
}

/**
 * Re-seals every stored session string with the newest key, a batch at a time, each row in its own
 * short write. Idempotent: a row already on the newest version is not touched, and a row another
 * run rotated meanwhile is skipped by the version check of the update.
 */
export async function rotateSessionKeys(
  db: Db,
  cipher: SessionCipher,
  batchSize = 100,
  onBatch?: (done: number) => void,
): Promise<RotationOutcome> {
  const outcome: RotationOutcome = { rotated: 0, unreadable: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('stalkers')
      .select(['id', 'session_ciphertext', 'session_nonce', 'session_key_version'])
      .where('session_ciphertext', 'is not', null)
      .where('session_key_version', '<>', cipher.currentVersion)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return outcome;
    for (const row of rows) {
      afterId = row.id;
      if (row.session_ciphertext === null || row.session_nonce === null || row.session_key_version === null) continue;
      let plaintext: string;
      try {
        plaintext = cipher.open(
          { ciphertext: row.session_ciphertext, nonce: row.session_nonce, keyVersion: row.session_key_version },
          row.id,
        );
      } catch {
        outcome.unreadable += 1;
        continue;
      }
      const sealed = cipher.seal(plaintext, row.id);
      const result = await db
        .updateTable('stalkers')
        .set({
          session_ciphertext: sealed.ciphertext,
          session_nonce: sealed.nonce,
          session_key_version: sealed.keyVersion,
        })
        .where('id', '=', row.id)
        .where('session_key_version', '=', row.session_key_version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) outcome.rotated += 1;
    }
    onBatch?.(outcome.rotated);
  }
}
