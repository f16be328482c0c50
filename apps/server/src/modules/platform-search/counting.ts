import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf, laterOf } from '../../platform/time.js';
import { chunksFor, tally, valuesList } from '../../platform/db/bulk.js';
import { dialectOf } from '../../platform/db/query.js';
import { recordSearches, type SearchToRecord } from '../ingest/index.js';

/** What one answered search counts: the search itself, a view per sponsor shown, a trigger per keyword hit. */
export interface SearchCount {
  search: SearchToRecord;
  shownSponsorIds: readonly number[];
  triggeredKeywordIds: readonly number[];
}

/*
 * The counters searches write, for a whole batch at once (docs/decisions/0040): summed in memory, then
 * one statement per counted row. None of these columns is watched by the rules triggers (migration
 * 004), so counting never bumps the rules version. Rows are written in ascending key order: concurrent
 * batches of several instances then lock shared rows in the same order and cannot deadlock on PostgreSQL.
 */

const ascending = <K extends number | string>(map: Map<K, unknown>) =>
  [...map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * PostgreSQL locks the rows an UPDATE … FROM joins in whatever order its plan reads them; two
 * instances' batches could then lock two sponsors in opposite orders and deadlock. Locking them first,
 * in id order, makes the order the same everywhere. SQLite has one writer at a time: nothing to order.
 */
async function lockInIdOrder(db: Executor, table: 'sponsors' | 'keywords', ids: readonly number[]): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await db.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Adds views to sponsors' totals: one statement for the batch. */
async function addViews(db: Executor, rows: [id: number, by: number][]): Promise<void> {
  if (rows.length === 0) return;
  await lockInIdOrder(
    db,
    'sponsors',
    rows.map(([id]) => id),
  );
  for (const chunk of chunksFor(rows, 2)) {
    await sql`
      with v (id, by) as (${valuesList(db, chunk, ['integer', 'bigint'])})
      update sponsors set view_count = sponsors.view_count + v.by from v where sponsors.id = v.id`.execute(db);
  }
}

/** Adds triggers to keywords' counts and moves their last trigger: one statement for the batch. */
async function addTriggers(db: Executor, rows: [id: number, by: number, at: string][]): Promise<void> {
  if (rows.length === 0) return;
  await lockInIdOrder(
    db,
    'keywords',
    rows.map(([id]) => id),
  );
  for (const chunk of chunksFor(rows, 3)) {
    await sql`
      with v (id, by, at) as (${valuesList(db, chunk, ['integer', 'bigint', 'timestamptz'])})
      update keywords set trigger_count = keywords.trigger_count + v.by, last_trigger_at = v.at from v where keywords.id = v.id`.execute(
      db,
    );
  }
}

/** Views of each sponsor shown: its total and its day's row. */
async function countSponsorViews(db: Executor, counts: readonly SearchCount[]): Promise<void> {
  const totals = new Map<number, number>();
  // By day, then sponsor: a batch spans one day or two, and each search shows every running sponsor.
  const days = new Map<string, Map<number, number>>();
  for (const { search, shownSponsorIds } of counts) {
    const day = dayOf(search.at);
    let views = days.get(day);
    if (!views) days.set(day, (views = new Map()));
    for (const id of new Set(shownSponsorIds)) {
      tally(totals, id);
      tally(views, id);
    }
  }
  await addViews(
    db,
    ascending(totals).map((id) => [id, totals.get(id) ?? 0]),
  );
  const rows = [...days].flatMap(([day, views]) =>
    [...views].map(([sponsor_id, viewCount]) => ({ sponsor_id, day, views: viewCount, clicks: 0 })),
  );
  rows.sort((a, b) => a.sponsor_id - b.sponsor_id || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const chunk of chunksFor(rows, 4)) {
    await db
      .insertInto('sponsor_daily_stats')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['sponsor_id', 'day'])
          .doUpdateSet({ views: sql<number>`sponsor_daily_stats.views + excluded.views` }),
      )
      .execute();
  }
}

/** A trigger for each keyword hit ("No. Trigger"), and the latest search that hit it ("Last trigger at"). */
async function countKeywordTriggers(db: Executor, counts: readonly SearchCount[]): Promise<void> {
  const triggers = new Map<number, { by: number; at: string }>();
  for (const { search, triggeredKeywordIds } of counts) {
    for (const id of new Set(triggeredKeywordIds)) {
      const trigger = triggers.get(id);
      if (trigger) Object.assign(trigger, { by: trigger.by + 1, at: laterOf(trigger.at, search.at) });
      else triggers.set(id, { by: 1, at: search.at });
    }
  }
  await addTriggers(
    db,
    ascending(triggers).map((id) => {
      const { by, at } = triggers.get(id) as { by: number; at: string };
      return [id, by, at];
    }),
  );
}

/** Views, triggers and the searches of a batch; run inside the batch's transaction. */
export async function writeSearchCounts(db: Executor, counts: readonly SearchCount[]): Promise<void> {
  await countSponsorViews(db, counts);
  await countKeywordTriggers(db, counts);
  // Fresh event ids (made by the search): no need to look for them among the recorded ones.
  await recordSearches(
    db,
    counts.map((count) => count.search),
    { fresh: true },
  );
}
