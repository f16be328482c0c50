/** The name of the unique index a write collided with, on either database; undefined for other errors. */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505' && typeof constraint === 'string') return constraint;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') return message;
  return undefined;
}
