import { useEffect, useState } from 'react';

type Settled<T> = { loaded: true; value: T } | { loaded: false; error: unknown };

const settled = new WeakMap<Promise<unknown>, Settled<unknown>>();

function follow<T>(load: Promise<T>): Promise<Settled<T>> {
  return load.then(
    (value) => {
      const result: Settled<T> = { loaded: true, value };
      settled.set(load, result);
      return result;
    },
    (error: unknown) => {
      const result: Settled<T> = { loaded: false, error };
      settled.set(load, result);
      return result;
    },
  );
}

function settledOf<T>(load: Promise<T>): Settled<T> | undefined {
  // Only follow() writes under `load`, with a Settled<T> of that very promise.
  return settled.get(load) as Settled<T> | undefined;
}

/**
 * Starts a load ahead of its use (a page's chart code, as the page's code runs, beside its data) and
 * notes its outcome for `useLoaded`: a failure is kept for the component that needs the result.
 */
export function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  const promise = load();
  void follow(promise);
  return promise;
}

/**
 * What a promise asked for ahead gives (a page's chart code, imported as the page's code runs), once it
 * has come; undefined until then, so the caller shows its own placeholder. A failure is thrown to the
 * nearest error boundary, as React.lazy's is. Not React.lazy with Suspense: a lazy component suspends on
 * its first render even when its code is already there, and React 19 holds content back for 300 ms
 * after a Suspense fallback showed, so charts whose code had come showed that long after their data.
 */
export function useLoaded<T>(load: Promise<T>): T | undefined {
  const [result, setResult] = useState(() => settledOf(load));
  const current = result ?? settledOf(load);
  useEffect(() => {
    if (settledOf(load)) return;
    let live = true;
    void follow(load).then((next) => {
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, [load]);
  if (current && !current.loaded) throw current.error;
  return current?.loaded ? current.value : undefined;
}
