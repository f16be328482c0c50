import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';

/*
 * The counters a search writes. None of these columns is watched by the rules triggers (migration
 * 004), so counting never bumps the rules version. Rows are updated one by one in ascending id order:
 * concurrent searches then lock shared rows in the same order and cannot deadlock on PostgreSQL.
 */

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** A view for each sponsor shown: its total and its day's row. */
export async function countSponsorViews(db: Executor, sponsorIds: readonly number[], day: string): Promise<void> {
  const ids = ascending(sponsorIds);
  if (ids.length === 0) return;
  for (const id of ids) {
    await db
      .updateTable('sponsors')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
  await db
    .insertInto('sponsor_daily_stats')
    .values(ids.map((sponsor_id) => ({ sponsor_id, day, views: 1, clicks: 0 })))
    .onConflict((oc) => oc.columns(['sponsor_id', 'day']).doUpdateSet({ views: sql<number>`sponsor_daily_stats.views + 1` }))
    .execute();
}

/** A trigger for each keyword the search hit ("No. Trigger", "Last trigger at"). */
export async function countKeywordTriggers(db: Executor, keywordIds: readonly number[], at: string): Promise<void> {
  for (const id of ascending(keywordIds)) {
    await db
      .updateTable('keywords')
      .set((eb) => ({ trigger_count: eb('trigger_count', '+', 1), last_trigger_at: at }))
      .where('id', '=', id)
      .execute();
  }
}
