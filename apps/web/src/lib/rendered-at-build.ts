import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this render goes into the sign-in page's HTML at build time (apps/web/build/sign-in-page.tsx)
 * rather than into the browser: there, no script answers a click yet, so what needs one is disabled
 * or falls back to plain HTML. React's server render reads the third snapshot, the browser the second.
 */
export function useRenderedAtBuild(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
