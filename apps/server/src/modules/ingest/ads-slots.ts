import { sql } from 'kysely';
import type { AdsSlotsRow, RejectedRow } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { recordObservation } from '../ads-keywords/index.js';
import { isoUtc } from '../../platform/time.js';
import { chunksFor } from '../../platform/db/bulk.js';
import type { KindOutcome } from './outcome.js';
import { takeReceipts, unreceipted } from './receipts.js';
import { rowRefusal, type IndexedRow } from './validate.js';

interface Tracked {
  id: number;
  info_updated_at: string | null;
}

/** Tracked (live) keywords by lower-cased text. */
async function trackedKeywords(db: Executor, keywords: string[]): Promise<Map<string, Tracked>> {
  const tracked = new Map<string, Tracked>();
  for (const chunk of chunksFor([...new Set(keywords.map((k) => k.toLowerCase()))], 1)) {
    const rows = await db
      .selectFrom('ads_keywords')
      .select(['id', 'keyword', 'info_updated_at'])
      .where(sql<string>`lower(keyword)`, 'in', chunk)
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of rows)
      tracked.set(row.keyword.toLowerCase(), { id: row.id, info_updated_at: row.info_updated_at });
  }
  return tracked;
}

/**
 * Observed ad slots of tracked keywords; a keyword staff do not track is refused (tracking is staff's
 * decision). Observations are applied oldest first, and one older than what the keyword already
 * shows is accepted but changes nothing, so a late report cannot bring back stale prices.
 */
export async function ingestAdsSlots(
  db: Executor,
  rows: IndexedRow<AdsSlotsRow>[],
  receivedAt: string,
): Promise<KindOutcome> {
  const fresh = await unreceipted(db, 'ads-slots', rows);
  const tracked = await trackedKeywords(
    db,
    fresh.map(({ row }) => row.keyword),
  );
  const rejected: RejectedRow[] = [];
  const known = fresh.filter(({ index, row }) => {
    if (tracked.has(row.keyword.toLowerCase())) return true;
    rejected.push(rowRefusal(index, row.event_id, 'keyword', 'untracked_keyword'));
    return false;
  });
  const applied = await takeReceipts(db, 'ads-slots', known, receivedAt);
  const ordered = applied
    .map(({ row }) => ({ row, at: isoUtc(row.observed_at) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const { row, at } of ordered) {
    const keyword = tracked.get(row.keyword.toLowerCase()) as Tracked;
    if (keyword.info_updated_at !== null && at < isoUtc(keyword.info_updated_at)) continue;
    const slots = row.slots.map((slot) => ({
      slot: slot.slot,
      price: slot.price,
      expired_date: slot.expired_date ?? null,
    }));
    await recordObservation(db, keyword.id, slots, at);
    keyword.info_updated_at = at;
  }
  return {
    accepted: applied.length,
    duplicates: rows.length - fresh.length + (known.length - applied.length),
    rejected,
  };
}
