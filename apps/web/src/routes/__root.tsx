import { Outlet, createRootRoute } from '@tanstack/react-router';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { NotFoundView, RouteErrorView } from '@/app/pages/lazy-status-views';

/**
 * The root has no TanStack Query client: the public pages do without it, and the authenticated
 * layout provides it (lib/query-client.ts), which keeps the sign-in page's JavaScript small.
 */
export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundView,
  errorComponent: RouteErrorView,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <DeferredToaster />
    </>
  );
}
