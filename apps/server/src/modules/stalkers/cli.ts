import type { Config } from '../../platform/config.js';
import { sessionCipherFor } from '../../platform/crypto/index.js';
import type { Db } from '../../platform/db/schema.js';
import { rotateTotpSecrets } from '../mfa/index.js';
import { rotateSessionKeys } from './rotation.js';

export const ROTATE_KEY_USAGE = `  rotate-key                                re-encrypt every stalker session string (and authenticator-app secret) with the newest key
                                            (STALKER_SESSION_KEYS, newest first; keep the old keys until it ends)`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** `npm run cli -- rotate-key`; answers the exit code: 0 done, 1 some rows could not be decrypted. */
export async function runRotateKeyCommand(db: Db, config: Config, io: CliIo, batchSize = 100): Promise<number> {
  const cipher = sessionCipherFor(config);
  io.out(`Re-encrypting stalker session strings with key version ${cipher.currentVersion}…`);
  const outcome = await rotateSessionKeys(db, cipher, batchSize, (done) => io.out(`  ${done} re-encrypted so far`));
  const remaining = await db
    .selectFrom('stalkers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_ciphertext', 'is not', null)
    .where('session_key_version', '<>', cipher.currentVersion)
    .executeTakeFirst();
  // Two-step sign-in seals authenticator-app secrets with the same keys (docs/decisions/0011-two-step-sign-in.md).
  const totp = await rotateTotpSecrets(db, cipher);
  io.out(`Authenticator-app secrets re-encrypted: ${totp.rotated}.`);
  io.out(`Re-encrypted: ${outcome.rotated}. Still on an older key: ${Number(remaining?.n ?? 0)}.`);
  if (outcome.unreadable > 0) {
    io.err(
      `${outcome.unreadable} session string(s) could not be decrypted with any configured key; add the missing key version to STALKER_SESSION_KEYS, or replace those session strings in the console.`,
    );
  }
  if (totp.unreadable > 0) {
    io.err(
      `${totp.unreadable} authenticator-app secret(s) could not be decrypted with any configured key; add the missing key version, or have those accounts set up their app again (npm run cli -- reset-password removes it).`,
    );
  }
  return outcome.unreadable > 0 || totp.unreadable > 0 ? 1 : 0;
}
