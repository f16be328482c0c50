/** Test-only helpers for the sign-in page's tests: the page in a router, and what every such test needs around it. */
import { render } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { LoginPage } from '@/app/auth/login-page';
import type { SingleSignOnReturn } from '@/app/auth/single-sign-on';
import '@/lib/i18n';
import { clearSession } from '@/lib/session';

/** The sign-in page in a memory router, with toasts, and placeholders for the pages a sign-in leads to. */
export function renderLogin(search: SingleSignOnReturn = {}) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login/',
    component: () => <LoginPage search={search} />,
  });
  const roles = createRoute({
    getParentRoute: () => root,
    path: '/user/role-management',
    component: () => <p>Roles page</p>,
  });
  const reset = createRoute({
    getParentRoute: () => root,
    path: '/reset-password/',
    component: () => <p>Reset page</p>,
  });
  const profile = createRoute({ getParentRoute: () => root, path: '/profile/', component: () => <p>Profile page</p> });
  const router = createRouter({
    routeTree: root.addChildren([login, roles, reset, profile]),
    history: createMemoryHistory({ initialEntries: ['/login/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Before each test, the browser API jsdom lacks; after it, no stubs and no session left. */
export function setUpSignInPageTests(): void {
  beforeEach(() => {
    // jsdom has no matchMedia; sonner and the theme read it.
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });
}

/** The sign-in answer's data for the admin (a Super Admin), with these fields added or replaced. */
export function adminSession(extra: Record<string, unknown> = {}) {
  return {
    access_token: 'at',
    expires_in: 900,
    refresh_token: 'rt',
    refresh_expires_in: 3600,
    force_reset_password: false,
    ...extra,
    user: {
      id: 1,
      username: 'admin',
      email: 'admin@example.com',
      role: { id: 1, name: 'Super Admin', permissions: ['ALL'] },
    },
  };
}
