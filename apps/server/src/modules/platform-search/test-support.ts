import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';

/**
 * Resolves once every journalled search has been applied to the counters (journal.ts: the rows are
 * deleted in the transaction that applies them, so an empty journal means the counts are committed).
 * Polls, the next read as soon as the previous one answered; fails after `timeoutMs`.
 */
export async function countsApplied(db: Db, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = Number(
      (await sql<{ n: number }>`select count(*) as n from search_count_journal`.execute(db)).rows[0]?.n ?? 0,
    );
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} searches still journalled after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
