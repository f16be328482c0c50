import type { AdsKeyword, AdsKeywordSlot } from '@backoffice/contract';
import type { createAdsKeywordSchema, updateAdsKeywordSlotSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import { toCents } from '../../platform/money.js';
import { ADS_KEYWORD_ENTITY, ADS_KEYWORD_SLOT_ENTITY, findByText, findKeyword, findSlot } from './repo.js';
import { updatedStamps } from '../../platform/db/stamps.js';
import { RecordService } from '../../platform/db/records.js';
import type { Executor } from '../../platform/db/schema.js';

type CreateInput = z.output<typeof createAdsKeywordSchema>;
type SlotInput = z.output<typeof updateAdsKeywordSlotSchema>;

function slotSnapshot(slot: AdsKeywordSlot): Record<string, unknown> {
  return { slot: slot.slot, price: slot.price, expired_date: slot.expired_date, remarks: slot.remarks };
}

const alreadyTracked = () => new AppError('ADS_KEYWORD_ALREADY_TRACKED', { field: 'keyword' });

/** Races past the pre-checks end on the unique indexes; they answer as the pre-checks would. */
function conflictOf(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('ads_keyword_slots'))
    return new AppError('ADS_KEYWORD_SLOT_ALREADY_USED', { field: 'slot' });
  if (constraint?.includes('ads_keywords')) return alreadyTracked();
  return error;
}

/** Marketing Tool → Ads Keyword Tracking: which keywords are watched, and staff notes on their slots. */
export class AdsKeywordService extends RecordService<'ads_keywords', AdsKeyword> {
  constructor(context: AppContext) {
    super(context.db, {
      table: 'ads_keywords',
      entity: ADS_KEYWORD_ENTITY,
      find: findKeyword,
      snapshot: (keyword) => ({ keyword: keyword.keyword }),
      conflict: conflictOf,
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<AdsKeyword> {
    return this.write(async (trx) => {
      if (await findByText(trx, input.keyword)) throw alreadyTracked();
      return this.insert(trx, { keyword: input.keyword }, actor);
    });
  }

  /** Stops tracking: the keyword is soft-deleted and its observed slots go with it. */
  protected override async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await this.load(trx, id);
    const removed = await trx.deleteFrom('ads_keyword_slots').where('keyword_id', '=', id).executeTakeFirst();
    await this.softDelete(trx, id, before, actor, {
      changes: { slots: { from: Number(removed.numDeletedRows), to: 0 } },
    });
  }

  /**
   * The undo of a delete: tracking starts again, refused while the keyword is tracked anew. The slots
   * the delete dropped are not brought back; the next observations fill them in.
   */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    if (await findByText(trx, deleted.keyword)) throw alreadyTracked();
    await this.restore(trx, id, actor);
  }

  async updateSlot(id: number, input: SlotInput, actor: Actor): Promise<AdsKeywordSlot> {
    return this.write(async (trx) => {
      const before = await findSlot(trx, id);
      if (!before) throw notFound(ADS_KEYWORD_SLOT_ENTITY, id);
      const { price, ...rest } = input;
      await trx
        .updateTable('ads_keyword_slots')
        .set({ ...rest, ...(price === undefined ? {} : { price_cents: toCents(price) }), ...updatedStamps(actor.id) })
        .where('id', '=', id)
        .execute();
      const after = (await findSlot(trx, id)) as AdsKeywordSlot;
      await recordAudit(trx, actor, {
        action: 'ads_keyword_slot.update',
        entity: ADS_KEYWORD_SLOT_ENTITY,
        entityId: id,
        changes: diff(slotSnapshot(before), slotSnapshot(after)),
      });
      return after;
    });
  }
}
