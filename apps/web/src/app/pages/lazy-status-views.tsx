import { Suspense, lazy } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';

/**
 * The router's Not Found and error views, fetched when one is shown: the sign-in page does not load
 * them up front (docs/decisions/0014). Their file failing to load means a newer build replaced this
 * one, which one reload fetches.
 */
const views = () =>
  import('@/app/pages/status-views').catch((error: unknown) => {
    reloadOnceForChunkError();
    throw error;
  });
const LazyNotFoundView = lazy(() => views().then((module) => ({ default: module.NotFoundView })));
const LazyRouteErrorView = lazy(() => views().then((module) => ({ default: module.RouteErrorView })));

export function NotFoundView() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundView />
    </Suspense>
  );
}

export function RouteErrorView(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorView {...props} />
    </Suspense>
  );
}
