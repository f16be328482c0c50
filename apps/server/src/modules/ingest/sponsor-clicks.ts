import type { RejectedRow, SponsorClickRow } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf } from '../../platform/time.js';
import { chunksFor, tally } from '../../platform/db/bulk.js';
import type { KindOutcome } from './outcome.js';
import { takeReceipts, unreceipted } from './receipts.js';
import { rowRefusal, type IndexedRow } from './validate.js';

/** Sponsors that exist, deleted ones included: a click may arrive after the sponsor was removed. */
async function existingSponsors(db: Executor, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const chunk of chunksFor([...new Set(ids)], 1)) {
    const rows = await db.selectFrom('sponsors').select('id').where('id', 'in', chunk).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

async function countClicks(db: Executor, rows: IndexedRow<SponsorClickRow>[]): Promise<void> {
  const perSponsor = new Map<number, number>();
  const perDay = new Map<string, number>();
  for (const { row } of rows) {
    tally(perSponsor, row.sponsor_id);
    tally(perDay, `${row.sponsor_id}|${dayOf(row.at)}`);
  }
  for (const [id, clicks] of [...perSponsor].sort(([a], [b]) => a - b)) {
    await db
      .updateTable('sponsors')
      .set((eb) => ({ click_count: eb('click_count', '+', clicks) }))
      .where('id', '=', id)
      .execute();
  }
  const days = [...perDay]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, clicks]) => {
      const [sponsor, day = ''] = key.split('|');
      return { sponsor_id: Number(sponsor), day, views: 0, clicks };
    });
  for (const chunk of chunksFor(days, 4)) {
    await db
      .insertInto('sponsor_daily_stats')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['sponsor_id', 'day'])
          .doUpdateSet((eb) => ({ clicks: eb('sponsor_daily_stats.clicks', '+', eb.ref('excluded.clicks')) })),
      )
      .execute();
  }
}

/** Clicks on sponsors: the sponsor's total and its day's figure, once per event. */
export async function ingestSponsorClicks(
  db: Executor,
  rows: IndexedRow<SponsorClickRow>[],
  receivedAt: string,
): Promise<KindOutcome> {
  const fresh = await unreceipted(db, 'sponsor-clicks', rows);
  const sponsors = await existingSponsors(
    db,
    fresh.map(({ row }) => row.sponsor_id),
  );
  const rejected: RejectedRow[] = [];
  const known = fresh.filter(({ index, row }) => {
    if (sponsors.has(row.sponsor_id)) return true;
    rejected.push(rowRefusal(index, row.event_id, 'sponsor_id', 'unknown_sponsor'));
    return false;
  });
  const applied = await takeReceipts(db, 'sponsor-clicks', known, receivedAt);
  await countClicks(db, applied);
  return {
    accepted: applied.length,
    duplicates: rows.length - fresh.length + (known.length - applied.length),
    rejected,
  };
}
