import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingFor } from '@/app/landing';
import { LoginPage } from '@/app/auth/login-page';
import { getStoredUser, hasLiveSession } from '@/lib/session';

export const Route = createFileRoute('/login/')({
  beforeLoad: () => {
    // A signed-in user is sent on to where they would land after signing in (spec §2, §6).
    const user = getStoredUser();
    if (user && hasLiveSession()) throw redirect({ href: landingFor(user.permissions), replace: true });
  },
  component: LoginPage,
});
