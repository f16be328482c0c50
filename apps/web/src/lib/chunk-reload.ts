/**
 * A page chunk that fails to load (usually: a new version was deployed and the old file is gone)
 * is fixed by one reload. The time of the last such reload is kept in sessionStorage so a
 * chunk that keeps failing shows the error view instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
const GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Reloads the page unless it was already reloaded for this reason in the last minute. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard, so do not risk a loop.
    return false;
  }
  reload();
  return true;
}
