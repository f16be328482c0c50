import { useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME,
  getResolvedTheme,
  getTheme,
  setTheme,
  subscribeTheme,
  type ResolvedTheme,
  type Theme,
} from '@/lib/theme';

// Rendered into the sign-in page's HTML at build time (build/sign-in-page.tsx), the stored choice is
// unknown: the default shows until the script shows the stored one (app/auth/painted-theme-buttons.ts).
const themeAtBuild = (): Theme => DEFAULT_THEME;
const resolvedAtBuild = (): ResolvedTheme => 'light';

export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, themeAtBuild);
  const resolvedTheme = useSyncExternalStore(subscribeTheme, getResolvedTheme, resolvedAtBuild);
  return { theme, resolvedTheme, setTheme };
}
