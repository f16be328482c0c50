import type { MfaMethod, MfaRequiredDetails } from '@backoffice/contract';
import { isApiError } from '@/lib/http';

/**
 * What a correct password answers when the account has a second factor: 401 MFA_REQUIRED with these
 * details (docs/decisions/0011-two-step-sign-in.md).
 */
export type MfaChallenge = MfaRequiredDetails;

// The contract's MFA_METHODS, written out: importing the value would pull the contract's MFA schemas into this chunk.
const METHODS: readonly string[] = ['totp', 'passkey', 'recovery_code'] satisfies MfaMethod[];

function isMethod(value: unknown): value is MfaMethod {
  return typeof value === 'string' && METHODS.includes(value);
}

/**
 * The challenge of an MFA_REQUIRED answer, or undefined for any other failure. Checked by hand: the
 * second step's chunk need not carry the contract's schemas for three fields.
 */
export function readMfaChallenge(error: unknown): MfaChallenge | undefined {
  if (!isApiError(error) || error.code !== 'MFA_REQUIRED') return undefined;
  const details = error.details ?? {};
  const { challenge_token: token, methods, expires_in: expiresIn } = details;
  if (typeof token !== 'string' || token === '' || !Array.isArray(methods)) return undefined;
  const known = methods.filter(isMethod);
  if (known.length === 0) return undefined;
  return { challenge_token: token, methods: known, expires_in: typeof expiresIn === 'number' ? expiresIn : 300 };
}
