import type { TokenLoginResponse } from '@backoffice/contract';
import { landingFor } from '@/app/landing';
import { clearSession, storeTokens, storeUser } from '@/lib/session';
import { notify } from '@/lib/toast';

export type SignInOutcome = { kind: 'reset-password' } | { kind: 'landing'; href: string };

/**
 * Keeps what a successful sign-in returned (spec §4): a user who must set a new password keeps the
 * tokens only and goes to the reset page; everyone else is stored and lands by permission.
 */
export function completeSignIn(response: TokenLoginResponse): SignInOutcome {
  const { data } = response;
  // An earlier "Invalid username or password" must not linger over the console.
  notify.dismissAll();
  clearSession();
  storeTokens(data);
  if (data.force_reset_password) return { kind: 'reset-password' };
  storeUser(data.user);
  return { kind: 'landing', href: landingFor(data.user.role.permissions) };
}
