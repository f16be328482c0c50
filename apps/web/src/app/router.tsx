import { createRoute, createRouter, parseSearchWith, stringifySearchWith, type AnyRoute } from '@tanstack/react-router';
import type { routeTree as consoleRouteTree } from '@/routeTree.gen';
import { NotFoundView, RouteErrorView } from '@/app/pages/lazy-status-views';
import { setPublicRoutesOnly } from '@/app/public-start';
import { setAuthEventHandler } from '@/lib/auth-events';
import { clearSession, forgetUser, getStoredUser, hasLiveSession, setMfaSetupRequired } from '@/lib/session';
import { Route as rootRoute } from '@/routes/__root';
import { Route as featureFlagRoute } from '@/routes/feature-flag/index';
import { Route as homeRoute } from '@/routes/index';
import { Route as loginRoute } from '@/routes/login/index';
import { Route as resetPasswordRoute } from '@/routes/reset-password/index';
import { Route as passwordChangedRoute } from '@/routes/success-password-changed/index';

type ConsoleRouteTree = typeof consoleRouteTree;

/** JSON.parse, refusing a number whose text it would change (the router then keeps the text). */
function parseExactly(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'number' && String(value) !== text) throw new Error('not an exact number');
  return value;
}

function createConsoleRouter(routeTree: ConsoleRouteTree) {
  return createRouter({
    routeTree,
    // Preload on intent, scroll to top after each load (restored on back/forward).
    defaultPreload: 'intent',
    // Preloaded data is kept by TanStack Query, so the router need not cache it again.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // '/login/' and '/login' are both accepted, as the product's links use both forms.
    trailingSlash: 'preserve',
    // A searched number stays plain in the address bar (`?search=1000022226`, not `%221000022226%22`):
    // strings are written as they are, and read back as JSON only when that gives the same text
    // (page=2 is the number 2; "1.50", "1e5" and ids past 2^53 stay text). The search schemas
    // coerce a text param that was read as a number back to text.
    parseSearch: parseSearchWith(parseExactly),
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RouteErrorView,
  });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}

/**
 * The pages open without a session, with the ids and paths routeTree.gen.ts gives them. A page
 * missing here still works: it is reached through the full route tree, only less cheaply.
 */
export const PUBLIC_PAGES: readonly (readonly [AnyRoute, string])[] = [
  [homeRoute, '/'],
  [loginRoute, '/login/'],
  [resetPasswordRoute, '/reset-password/'],
  [passwordChangedRoute, '/success-password-changed/'],
  [featureFlagRoute, '/feature-flag/'],
];

function bare(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map(([, path]) => bare(path)));

/** '/login' and '/login/' are public; '/login/x' and every console page are not. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(bare(pathname));
}

/**
 * The public pages only, plus a catch-all that loads the page again for anything else (after a
 * sign-in, a link into the console): the page then starts with the console's full tree. So the
 * sign-in page does not carry the route definitions, search schemas and access rules of every
 * section (budget: bench/src/index.ts).
 */
function publicRouteTree(): ConsoleRouteTree {
  for (const [route, path] of PUBLIC_PAGES)
    Object.assign(route.options, {
      id: path,
      path,
      getParentRoute: () => rootRoute,
    });
  const consolePage = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: async ({ location, preload }) => {
      if (preload) return;
      window.location.replace(location.href);
      // The document is being replaced; nothing of this page renders in the meantime.
      await new Promise<never>(() => undefined);
    },
  });
  // The public tree is a subset of the console's: links and searches are typed against the full tree.
  return rootRoute.addChildren([...PUBLIC_PAGES.map(([route]) => route), consolePage]) as unknown as ConsoleRouteTree;
}

/**
 * The console's routes, with what every console page needs and the sign-in page does without: i18next
 * with the sections' texts, tailwind-merge.
 */
async function loadConsoleRouteTree(): Promise<ConsoleRouteTree> {
  const [{ routeTree }] = await Promise.all([
    import('@/routeTree.gen'),
    import('@/lib/i18n').then(({ loadConsoleTexts }) => loadConsoleTexts()),
    import('@/lib/class-merge'),
  ]);
  return routeTree;
}

/**
 * The router for this page load: the public tree for a visitor on a public page, else the console's
 * (a lazy chunk). A signed-in user on /login/ is sent on into the console, so gets the console's tree.
 */
export async function createAppRouter(pathname: string = window.location.pathname): Promise<ConsoleRouter> {
  const signedIn = getStoredUser() !== null && hasLiveSession();
  const publicRoutesOnly = isPublicPath(pathname) && !signedIn;
  setPublicRoutesOnly(publicRoutesOnly);
  const routeTree = publicRoutesOnly ? publicRouteTree() : await loadConsoleRouteTree();
  const router = createConsoleRouter(routeTree);
  setAuthEventHandler((event) => {
    if (event === 'session-expired') {
      clearSession();
      void router.navigate({ to: '/login/', replace: true });
    } else if (event === 'mfa-setup-required') {
      // A second factor is now required (docs/decisions/0011-two-step-sign-in.md): the profile page adds one.
      setMfaSetupRequired(true);
      void router.navigate({ to: '/profile/', replace: true });
    } else {
      // The account must set a new password before anything else.
      forgetUser();
      void router.navigate({ to: '/reset-password/', replace: true });
    }
  });
  return router;
}

/**
 * The code of the page the browser is on, loaded before React's first render: the first commit then
 * shows that page instead of an empty suspended tree. On the sign-in page this matters most: that
 * commit replaces the form painted from the HTML, which would otherwise vanish until its code came.
 * A chunk that fails to load is left to the router, which meets the same failure and shows its error.
 */
export async function loadCurrentPageCode(router: ConsoleRouter): Promise<void> {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  const matched = router.matchRoutes(router.latestLocation).map((match) => routes.get(match.routeId));
  await Promise.allSettled(matched.map((route) => (route ? router.loadRouteChunk(route) : undefined)));
}
