import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/app/auth/login-page';
import { getStoredUser, hasLiveSession } from '@/lib/session';
import { isSsoError } from '@backoffice/contract/sso';
import type { SingleSignOnReturn } from '@/app/auth/single-sign-on';

export const Route = createFileRoute('/login/')({
  // Where single sign-on sends the browser back (docs/decisions/0033-single-sign-on.md).
  validateSearch: (search: Record<string, unknown>): SingleSignOnReturn => ({
    ...(search.sso === 'signed-in' && { sso: 'signed-in' as const }),
    ...(isSsoError(search.sso_error) && { sso_error: search.sso_error }),
  }),
  beforeLoad: async () => {
    // A signed-in user is sent on to the keyword page when they may open it, else to where they would
    // land after signing in. The rules are fetched only then: a visitor's sign-in page does without
    // them (docs/decisions/0014).
    const user = getStoredUser();
    if (user && hasLiveSession()) {
      const [{ landingAfterSignIn }, { canOpenPath }, { isFeatureEnabled }] = await Promise.all([
        import('@/app/landing'),
        import('@/app/navigation'),
        import('@/lib/feature-flags'),
      ]);
      const keywordPage = '/keyword/forward';
      const href = canOpenPath(keywordPage, { permissions: user.permissions, isFeatureEnabled })
        ? keywordPage
        : await landingAfterSignIn(user.permissions);
      throw redirect({ href, replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
