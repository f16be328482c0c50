import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/app/auth/reset-password-page';
import { canRefresh, getAccessToken } from '@/lib/session';

/** Reachable only with a session (normally a user who must set a new password after signing in). */
export const Route = createFileRoute('/reset-password/')({
  beforeLoad: () => {
    if (!getAccessToken() && !canRefresh()) throw redirect({ to: '/login/', replace: true });
  },
  component: ResetPasswordPage,
});
