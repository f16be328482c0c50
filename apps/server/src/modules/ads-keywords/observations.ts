import type { Executor } from '../../platform/db/schema.js';
import { toCents } from '../../platform/money.js';

/** One ad position as the platform saw it on a result page. */
export interface ObservedSlot {
  slot: number;
  /** Dollars. */
  price: number;
  /** 'YYYY-MM-DD', or null when the seller shows none. */
  expired_date: string | null;
}

/**
 * Records what was seen for a tracked keyword at `observedAt`: each slot's price and expiry are
 * replaced, the staff's remark on a slot is kept, and the keyword's info_updated_at moves to the
 * observation. The ingest route of a later issue calls this; until then the demo data and tests do.
 */
export async function recordObservation(
  db: Executor,
  keywordId: number,
  slots: ObservedSlot[],
  observedAt: string,
): Promise<void> {
  for (const observed of slots) {
    const values = {
      price_cents: toCents(observed.price),
      expired_date: observed.expired_date,
      observed_at: observedAt,
      updated_at: observedAt,
    };
    const existing = await db
      .selectFrom('ads_keyword_slots')
      .select('id')
      .where('keyword_id', '=', keywordId)
      .where('slot', '=', observed.slot)
      .executeTakeFirst();
    if (existing) await db.updateTable('ads_keyword_slots').set(values).where('id', '=', existing.id).execute();
    else
      await db
        .insertInto('ads_keyword_slots')
        .values({ ...values, keyword_id: keywordId, slot: observed.slot, created_at: observedAt })
        .execute();
  }
  await db.updateTable('ads_keywords').set({ info_updated_at: observedAt }).where('id', '=', keywordId).execute();
}
