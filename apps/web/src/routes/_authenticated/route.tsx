import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthenticatedApp } from '@/app/layout/app-layout';
import { clearSession, getStoredUser, hasLiveSession, isPasswordResetPending } from '@/lib/session';

/**
 * The authenticated area (spec §2): no signed-in user → /login. Tokens without a stored user mean
 * the account must set a new password first, and the reset page is all it may open.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: () => {
    if (getStoredUser() && hasLiveSession()) return;
    if (isPasswordResetPending()) throw redirect({ to: '/reset-password/', replace: true });
    // Leftovers of an expired session would only confuse the next sign-in.
    clearSession();
    throw redirect({ to: '/login/', replace: true });
  },
  component: AuthenticatedApp,
});
