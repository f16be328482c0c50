import { useSyncExternalStore } from 'react';
import { getResolvedTheme, getTheme, setTheme, subscribeTheme, type ResolvedTheme, type Theme } from '@/lib/theme';

export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  const resolvedTheme = useSyncExternalStore(subscribeTheme, getResolvedTheme);
  return { theme, resolvedTheme, setTheme };
}
