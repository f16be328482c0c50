import crypto from 'node:crypto';
import type { SessionCipher } from '../../platform/crypto/index.js';

/** The sealed secret's purpose: a ciphertext copied from a stalker's row (or to one) does not open. */
const PURPOSE = 'webhook';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

export function sealSecret(cipher: SessionCipher, secret: string, endpointId: number) {
  const sealed = cipher.seal(secret, endpointId, PURPOSE);
  return { secret_ciphertext: sealed.ciphertext, secret_nonce: sealed.nonce, secret_key_version: sealed.keyVersion };
}

export function openSecret(
  cipher: SessionCipher,
  row: { secret_ciphertext: string | null; secret_nonce: string | null; secret_key_version: number | null },
  endpointId: number,
): string | undefined {
  if (row.secret_ciphertext === null || row.secret_nonce === null || row.secret_key_version === null) return undefined;
  return cipher.open(
    { ciphertext: row.secret_ciphertext, nonce: row.secret_nonce, keyVersion: row.secret_key_version },
    endpointId,
    PURPOSE,
  );
}
