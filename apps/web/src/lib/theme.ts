/**
 * Theme choice: light, dark or system. System follows the operating system's
 * dark-mode preference live. The choice is kept in local storage under a configurable key.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME: Theme = 'system';
export const THEME_STORAGE_KEY: string = import.meta.env.VITE_THEME_STORAGE_KEY || 'vite-ui-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'> = localStorage): Theme {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (privacy settings); the default still works.
    return DEFAULT_THEME;
  }
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts exactly one of the 'light' / 'dark' classes on the page root. */
export function applyResolvedTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Theme = DEFAULT_THEME;

function apply(): void {
  applyResolvedTheme(resolveTheme(current, systemPrefersDark()));
  for (const listener of listeners) listener();
}

/**
 * Runs once at the top of main.tsx, before React renders, so the first paint already has the
 * right theme (the CSP forbids an inline script in index.html).
 */
export function initTheme(): void {
  current = readStoredTheme();
  apply();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (current === 'system') apply();
    });
  }
  // Another tab changed the theme.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) {
      current = readStoredTheme();
      apply();
    }
  });
}

export function getTheme(): Theme {
  return current;
}

export function getResolvedTheme(): ResolvedTheme {
  return resolveTheme(current, systemPrefersDark());
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted when storage is blocked; the page still switches.
  }
  apply();
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
