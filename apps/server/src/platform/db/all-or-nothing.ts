import type { Transaction } from 'kysely';
import { AppError } from '../errors.js';
import type { Database, Db } from './schema.js';

/**
 * Runs `each` for every id, in order, inside ONE transaction: a bulk action (docs/architecture.md,
 * "Bulk actions and undo") is all or nothing. The first refusal rolls everything back and is answered
 * as the single action answers it, with `details.id` naming the record refused. `each` is the same
 * per-record function the single action runs in its own transaction (Kysely cannot nest them), so
 * both go through exactly the same checks and write the same audit entries. `conflict` is the
 * collection's mapping of a unique-index violation (a race past its pre-check) to its error code, so
 * that refusal names its record too.
 */
export async function allOrNothing<T>(
  db: Db,
  ids: readonly number[],
  each: (trx: Transaction<Database>, id: number) => Promise<T>,
  conflict: (error: unknown) => unknown = (error) => error,
): Promise<T[]> {
  return db.transaction().execute(async (trx) => {
    const results: T[] = [];
    for (const id of ids) {
      try {
        results.push(await each(trx, id));
      } catch (error) {
        throw refusalOf(conflict(error), id);
      }
    }
    return results;
  });
}

/** The refusal of one record of a bulk action: its own code, status and details, plus the id. */
export function refusalOf(error: unknown, id: number): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, { ...error.details, id }, error.message);
}
