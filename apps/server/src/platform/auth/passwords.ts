import crypto from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_SPECIALS, meetsPasswordPolicy, msg } from '@backoffice/contract';
import { validationError } from '../errors.js';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2. */
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

function pick(alphabet: string): string {
  return alphabet.charAt(crypto.randomInt(alphabet.length));
}

/** A random password that meets the product's policy: 16 characters, every class present. */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join('');
  if (!meetsPasswordPolicy(password)) throw new Error('generated password does not meet the policy');
  return password;
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * Loaded once, by the first password chosen: about 49,000 entries, with the package's other lists
 * 2.5 MB of heap that a server start need not hold (docs/decisions/0017).
 */
function commonList(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/**
 * Whether a password that meets the policy is still a guessable one (docs/decisions/0011-two-step-sign-in.md):
 * lower-cased, or with its trailing digits and symbols removed ('Password1!' → 'password'), it is on the
 * common-password list of @zxcvbn-ts/language-common, or it is the name part of the account's e-mail.
 */
export async function isCommonPassword(password: string, email?: string): Promise<boolean> {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^\p{L}]+$/u, '');
  const list = await commonList();
  if (list.has(lower) || (stem.length > 0 && list.has(stem))) return true;
  const name = email?.toLowerCase().split('@')[0];
  return name !== undefined && name.length > 0 && (lower === name || stem === name);
}

/** Refuses a common new password with the policy's own message on the field that carried it (400 VALIDATION_FAILED). */
export async function assertUncommonPassword(password: string, field: string, email?: string): Promise<void> {
  if (await isCommonPassword(password, email)) throw validationError([{ field, code: msg('password_policy') }]);
}
