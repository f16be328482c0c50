/**
 * Single sign-on through an OpenID Connect provider (docs/decisions/0033-single-sign-on.md). The sign-in
 * ends on the console's sign-in page in one of two ways: `/login/?sso=signed-in` with the refresh cookie set,
 * or `/login/?sso_error=<code>` with one of these codes, which the page words in the visitor's language.
 */
export const SSO_ERRORS = [
  /** The person declined at the provider (`error=access_denied`). */
  'access_denied',
  /** The answer's state is unknown, used, expired or was started in another browser. */
  'state_invalid',
  /** The provider refused the code (expired or used) or its ID token did not verify. */
  'code_invalid',
  /** The provider could not be reached or answered with a fault. */
  'provider_unreachable',
  /** The provider's e-mail of the person is missing or not verified. */
  'email_unverified',
  /** None of the person's groups is mapped to a role of the console. */
  'no_role',
  /** The account is disabled. */
  'account_disabled',
  /** Too many failed sign-ins from this address or for this account: try again later. */
  'too_many_attempts',
  /** Anything else the provider answered with. */
  'failed',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const SSO_SIGNED_IN = 'signed-in';

/** The console's routes of single sign-on, under the user-management API's prefix. */
export const SSO_START_PATH = '/v1/auth/oidc/start';
export const SSO_CALLBACK_PATH = '/v1/auth/oidc/callback';

export function isSsoError(value: unknown): value is SsoError {
  return SSO_ERRORS.some((code) => code === value);
}
