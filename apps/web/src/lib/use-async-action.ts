import * as React from 'react';

/**
 * A submit handler with a pending flag, for the public pages (sign-in, reset), which load without
 * TanStack Query to keep the first page small. Late results of an unmounted page are ignored.
 */
export function useAsyncAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): { run: (...args: A) => void; pending: boolean } {
  const [pending, setPending] = React.useState(false);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = React.useCallback(
    (...args: A) => {
      setPending(true);
      void action(...args).finally(() => {
        if (mounted.current) setPending(false);
      });
    },
    [action],
  );
  return { run, pending };
}
