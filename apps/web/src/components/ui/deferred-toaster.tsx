import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastsRequested, toastsRequested } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

/**
 * The app's Toaster, mounted the first time a toast is asked for (lib/toast.ts), so the first page
 * does not download sonner. Toasts asked for before it mounts are shown when it does.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToastsRequested, toastsRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
