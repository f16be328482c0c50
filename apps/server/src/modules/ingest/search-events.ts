import type { SearchEventRow } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import type { KindOutcome } from './outcome.js';
import { recordSearches } from './searches.js';
import type { IndexedRow } from './validate.js';

/** Searches the bots answered themselves, counted as the platform search counts its own. */
export async function ingestSearchEvents(db: Executor, rows: IndexedRow<SearchEventRow>[]): Promise<KindOutcome> {
  const searches = rows.map(({ row }) => ({
    event_id: row.event_id,
    bot: row.bot,
    tg_id: row.tg_id,
    username: row.username ?? null,
    query: row.query,
    outcome: 'ok' as const,
    result_count: row.result_count ?? 0,
    at: row.at,
  }));
  return { ...(await recordSearches(db, searches)), rejected: [] };
}
