import type { TokenLoginResponse } from '@backoffice/contract';
import { NO_LANDING_PATH, landingAfterSignIn } from '@/app/landing';
import { clearSession, storeTokens, storeUser } from '@/lib/session';
import { notify } from '@/lib/toast';

export type SignInOutcome = { kind: 'reset-password' } | { kind: 'landing'; href: string };

/**
 * Keeps what a successful sign-in returned: a user who must set a new password keeps the
 * tokens only and goes to the reset page; one who must add a second factor goes to the profile page,
 * where it is added (docs/decisions/0011-two-step-sign-in.md); everyone else is stored and lands by permission.
 */
export async function completeSignIn(response: TokenLoginResponse): Promise<SignInOutcome> {
  const { data } = response;
  // An earlier "Invalid username or password" must not linger over the console.
  notify.dismissAll();
  clearSession();
  storeTokens(data);
  if (data.force_reset_password) return { kind: 'reset-password' };
  const mfaSetupRequired = data.mfa_setup_required === true;
  storeUser(data.user, mfaSetupRequired);
  return {
    kind: 'landing',
    href: mfaSetupRequired ? NO_LANDING_PATH : await landingAfterSignIn(data.user.role.permissions),
  };
}
