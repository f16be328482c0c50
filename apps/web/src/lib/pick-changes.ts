/**
 * The fields of `next` that differ from `initial`, for a PATCH that touches only what was edited
 * (so an unchanged role or status never trips a rule meant for a real change). Arrays compare by content.
 */
export function pickChanges<T extends Record<string, unknown>>(initial: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!isSame(initial[key], next[key])) changes[key] = next[key];
  }
  return changes;
}

function isSame(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return Object.is(a, b);
}
