/** The value below which a share `q` (0–1) of the sorted values lie, by nearest rank; 0 when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The same of values in any order. */
export function percentileOf(values: readonly number[], q: number): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    q,
  );
}
