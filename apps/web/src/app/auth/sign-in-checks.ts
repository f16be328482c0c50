import { LIMITS, msg, type LoginRequest } from '@backoffice/contract';

export type SignInField = keyof LoginRequest;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** zod's e-mail pattern (z.regexes.email), which the contract's emailSchema applies. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The contract's loginRequestSchema caps the password at this length (the policy applies to new ones only). */
export const SIGN_IN_PASSWORD_MAX = 200;

function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length === 0) return msg('required');
  if (trimmed.length > LIMITS.email) return msg('max_length', LIMITS.email);
  return EMAIL_PATTERN.test(trimmed) ? undefined : msg('email');
}

function passwordError(password: string): string | undefined {
  if (password.length === 0) return msg('required');
  return password.length > SIGN_IN_PASSWORD_MAX ? msg('max_length', SIGN_IN_PASSWORD_MAX) : undefined;
}

/**
 * The contract's loginRequestSchema for the two fields of the sign-in form, without zod: the sign-in
 * page loads before anything else, and zod/mini's core is 10 kB gzip of it (docs/decisions/0014).
 * The same message token per field as the schema's first issue; sign-in-checks.test.ts proves it
 * against the schema on generated input, so the two cannot drift apart unnoticed.
 */
export function signInErrors(values: LoginRequest): SignInErrors {
  const errors: SignInErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email !== undefined) errors.email = email;
  if (password !== undefined) errors.password = password;
  return errors;
}
