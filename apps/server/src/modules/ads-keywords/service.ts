import type { AdsKeyword, AdsKeywordSlot } from '@backoffice/contract';
import type { createAdsKeywordSchema, updateAdsKeywordSlotSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import { toCents } from '../../platform/money.js';
import { ADS_KEYWORD_ENTITY, ADS_KEYWORD_SLOT_ENTITY, findByText, findKeyword, findSlot } from './repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import type { Executor } from '../../platform/db/schema.js';

type CreateInput = z.output<typeof createAdsKeywordSchema>;
type SlotInput = z.output<typeof updateAdsKeywordSlotSchema>;

function keywordSnapshot(keyword: AdsKeyword): Record<string, unknown> {
  return { keyword: keyword.keyword };
}

function slotSnapshot(slot: AdsKeywordSlot): Record<string, unknown> {
  return { slot: slot.slot, price: slot.price, expired_date: slot.expired_date, remarks: slot.remarks };
}

/** Races past the pre-checks end on the unique indexes; they answer as the pre-checks would. */
function conflictOf(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('ads_keyword_slots')) return new AppError('ADS_KEYWORD_SLOT_ALREADY_USED', { field: 'slot' });
  if (constraint?.includes('ads_keywords')) return new AppError('ADS_KEYWORD_ALREADY_TRACKED', { field: 'keyword' });
  return error;
}

function rethrowConflict(error: unknown): never {
  throw conflictOf(error);
}

/** Marketing Tool → Ads Keyword Tracking: which keywords are watched, and staff notes on their slots. */
export class AdsKeywordService {
  constructor(private readonly context: AppContext) {}

  async create(input: CreateInput, actor: Actor): Promise<AdsKeyword> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        if (await findByText(trx, input.keyword)) throw new AppError('ADS_KEYWORD_ALREADY_TRACKED', { field: 'keyword' });
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('ads_keywords')
          .values({ keyword: input.keyword, ...createdStamps(actor.id, now) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = (await findKeyword(trx, id)) as AdsKeyword;
        await recordAudit(trx, actor, { action: 'ads_keyword.create', entity: ADS_KEYWORD_ENTITY, entityId: id, changes: diff(null, keywordSnapshot(created)) });
        return created;
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  /** Stops tracking: the keyword is soft-deleted and its observed slots go with it. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findKeyword(trx, id);
    if (!before) throw notFound(ADS_KEYWORD_ENTITY, id);
    const now = new Date().toISOString();
    const removed = await trx.deleteFrom('ads_keyword_slots').where('keyword_id', '=', id).executeTakeFirst();
    await trx.updateTable('ads_keywords').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'ads_keyword.delete',
      entity: ADS_KEYWORD_ENTITY,
      entityId: id,
      changes: { ...diff(keywordSnapshot(before), null), slots: { from: Number(removed.numDeletedRows), to: 0 } },
    });
  }

  /**
   * The undo of a delete: tracking starts again, refused while the keyword is tracked anew. The slots
   * the delete dropped are not brought back; the next observations fill them in.
   */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('ads_keywords').select('keyword').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound(ADS_KEYWORD_ENTITY, id);
    if (await findByText(trx, deleted.keyword)) throw new AppError('ADS_KEYWORD_ALREADY_TRACKED', { field: 'keyword' });
    await trx.updateTable('ads_keywords').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findKeyword(trx, id)) as AdsKeyword;
    await recordAudit(trx, actor, { action: 'ads_keyword.restore', entity: ADS_KEYWORD_ENTITY, entityId: id, changes: diff(null, keywordSnapshot(after)) });
  }

  async updateSlot(id: number, input: SlotInput, actor: Actor): Promise<AdsKeywordSlot> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findSlot(trx, id);
        if (!before) throw notFound(ADS_KEYWORD_SLOT_ENTITY, id);
        const { price, ...rest } = input;
        await trx
          .updateTable('ads_keyword_slots')
          .set({ ...rest, ...(price === undefined ? {} : { price_cents: toCents(price) }), ...updatedStamps(actor.id) })
          .where('id', '=', id)
          .execute();
        const after = (await findSlot(trx, id)) as AdsKeywordSlot;
        await recordAudit(trx, actor, { action: 'ads_keyword_slot.update', entity: ADS_KEYWORD_SLOT_ENTITY, entityId: id, changes: diff(slotSnapshot(before), slotSnapshot(after)) });
        return after;
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }
}
