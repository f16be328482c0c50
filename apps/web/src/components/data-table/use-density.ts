import { usePreference } from '@/lib/user-preferences';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

const densityOf = (value: unknown): Density | undefined => DENSITIES.find((density) => density === value);

/** How tightly every list's rows sit, one choice per user for all lists ("View" → Density). */
export function useDensity() {
  return usePreference<Density>('density', densityOf, 'comfortable');
}
