import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthenticatedApp } from '@/app/layout/app-layout';
import { clearSession, getStoredUser, hasLiveSession, isMfaSetupRequired, isPasswordResetPending } from '@/lib/session';

/**
 * The authenticated area: no signed-in user → /login. Tokens without a stored user mean
 * the account must set a new password first, and the reset page is all it may open. An account that
 * must add a second factor may open the profile page only (docs/decisions/0011-two-step-sign-in.md).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => {
    if (getStoredUser() && hasLiveSession()) {
      if (isMfaSetupRequired() && location.pathname.replace(/\/+$/, '') !== '/profile')
        throw redirect({ to: '/profile/', replace: true });
      return;
    }
    if (isPasswordResetPending()) throw redirect({ to: '/reset-password/', replace: true });
    // Leftovers of an expired session would only confuse the next sign-in.
    clearSession();
    throw redirect({ to: '/login/', replace: true });
  },
  component: AuthenticatedApp,
});
