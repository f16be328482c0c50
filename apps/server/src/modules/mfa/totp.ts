import { Secret, TOTP } from 'otpauth';
import { SessionDecryptError, type SessionCipher } from '../../platform/crypto/session-cipher.js';

/**
 * Authenticator-app codes (RFC 6238): 30-second steps, 6 digits, SHA-1 as every app supports, one step of
 * clock drift either side (docs/decisions/0011-two-step-sign-in.md).
 */
const ISSUER = 'Backoffice';
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
/** What the secrets are sealed for: the associated data keeps them from being read as another kind of secret. */
const SEAL_PURPOSE = 'totp';

function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (the RFC's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** Digits only: apps show codes as `123 456`, people paste them with spaces. */
export function normaliseTotpCode(code: string): string | undefined {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step the code belongs to, when it is right and newer than `lastUsedStep`; undefined otherwise.
 * A step is accepted once, so a code seen over someone's shoulder cannot be replayed.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | undefined {
  const step = matchedStep(secretBase32, code, now);
  return step === undefined || (lastUsedStep !== null && step <= lastUsedStep) ? undefined : step;
}

/** The time step a code belongs to (within the allowed drift), used or not; undefined when it is no current code. */
export function matchedStep(secretBase32: string, code: string, now = Date.now()): number | undefined {
  const token = normaliseTotpCode(code);
  if (!token) return undefined;
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The code of a moment: for tests and nothing else. */
export function totpCodeAt(secretBase32: string, timestamp: number): string {
  return totpOf(secretBase32, '').generate({ timestamp });
}

/** `<key version>.<nonce>.<ciphertext>`, sealed with the session-string key ring (docs/decisions/0009). */
export function sealTotpSecret(cipher: SessionCipher, secretBase32: string, accountId: number): string {
  const sealed = cipher.seal(secretBase32, accountId, SEAL_PURPOSE);
  return `${sealed.keyVersion}.${sealed.nonce}.${sealed.ciphertext}`;
}

export interface OpenedSecret {
  secret: string;
  /** Sealed with an older key: re-seal it with the newest after this use. */
  stale: boolean;
}

export function openTotpSecret(cipher: SessionCipher, sealed: string, accountId: number): OpenedSecret {
  const [version = '', nonce = '', ciphertext = ''] = sealed.split('.');
  const keyVersion = Number(version);
  if (!Number.isSafeInteger(keyVersion))
    throw new SessionDecryptError(`sealed secret of account ${accountId} is malformed`);
  return {
    secret: cipher.open({ keyVersion, nonce, ciphertext }, accountId, SEAL_PURPOSE),
    stale: keyVersion !== cipher.currentVersion,
  };
}
