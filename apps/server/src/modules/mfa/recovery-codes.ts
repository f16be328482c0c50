import crypto from 'node:crypto';

/**
 * One-time recovery codes: 10 codes of 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i),
 * shown as `xxxxx-xxxxx`, stored as SHA-256 hashes. ~50 bits each: a hash of a random code needs no salt.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const LENGTH = 10;

function randomCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Case, dashes and spaces do not matter: people type codes from paper. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}
