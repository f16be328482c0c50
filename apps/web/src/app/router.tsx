import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { NotFoundView, RouteErrorView } from '@/app/pages/status-views';
import { setAuthEventHandler } from '@/lib/http';
import { clearSession, forgetUser } from '@/lib/session';

export const router = createRouter({
  routeTree,
  // Spec §2: preload on intent, scroll to top after each load (restored on back/forward).
  defaultPreload: 'intent',
  // Preloaded data is kept by TanStack Query, so the router need not cache it again.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // '/login/' and '/login' are both accepted, as the product's links use both forms.
  trailingSlash: 'preserve',
  defaultNotFoundComponent: NotFoundView,
  defaultErrorComponent: RouteErrorView,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

setAuthEventHandler((event) => {
  if (event === 'session-expired') {
    clearSession();
    void router.navigate({ to: '/login/', replace: true });
  } else {
    // The account must set a new password before anything else (DESIGN §4).
    forgetUser();
    void router.navigate({ to: '/reset-password/', replace: true });
  }
});
