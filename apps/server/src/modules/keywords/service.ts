import type { Keyword, KeywordType } from '@backoffice/contract';
import { type createKeywordSchema, type keywordStatusSchema, type updateKeywordSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { toCents } from '../../platform/money.js';
import { findKeyword, queueNumberTaken } from './repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';

type CreateInput = z.output<typeof createKeywordSchema>;
type UpdateInput = z.output<typeof updateKeywordSchema>;
type StatusInput = z.output<typeof keywordStatusSchema>;

/** What the audit log keeps of a keyword: the fields staff edit (the trigger counters are the platform's). */
function snapshot(keyword: Keyword): Record<string, unknown> {
  return {
    type: keyword.type,
    keyword: keyword.keyword,
    queue_number: keyword.queue_number,
    price: keyword.price,
    remarks: keyword.remarks,
    status: keyword.status,
  };
}

/** The unique index (type, queue_number) among live rows catches a race between the check and the write. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('queue')
    ? new AppError('QUEUE_NUMBER_ALREADY_USED', { field: 'queue_number' })
    : error;
}

/** Forward and restrict keywords: one service, the type chosen per call. */
export class KeywordService {
  constructor(private readonly context: AppContext) {}

  async get(type: KeywordType, id: number): Promise<Keyword> {
    const keyword = await findKeyword(this.context.db, type, id);
    if (!keyword) throw notFound('keyword', id);
    return keyword;
  }

  private async assertQueueNumberFree(db: Executor, type: KeywordType, queueNumber: number, exceptId?: number) {
    if (await queueNumberTaken(db, type, queueNumber, exceptId))
      throw new AppError('QUEUE_NUMBER_ALREADY_USED', { field: 'queue_number' });
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  async create(type: KeywordType, input: CreateInput, actor: Actor): Promise<Keyword> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertQueueNumberFree(trx, type, input.queue_number);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('keywords')
          .values({
            type,
            keyword: input.keyword,
            queue_number: input.queue_number,
            price_cents: toCents(input.price),
            remarks: input.remarks,
            status: input.status,
            ...createdStamps(actor.id, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const keyword = (await findKeyword(trx, type, id)) as Keyword;
        await recordAudit(trx, actor, {
          action: `keyword.${type}.create`,
          entity: 'keyword',
          entityId: id,
          changes: diff(null, snapshot(keyword)),
        });
        return keyword;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  async update(type: KeywordType, id: number, input: UpdateInput, actor: Actor, action = 'update'): Promise<Keyword> {
    try {
      return await this.context.db.transaction().execute((trx) => this.updateOne(trx, type, id, input, actor, action));
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  private async updateOne(
    trx: Executor,
    type: KeywordType,
    id: number,
    input: UpdateInput,
    actor: Actor,
    action: string,
  ): Promise<Keyword> {
    const before = await findKeyword(trx, type, id);
    if (!before) throw notFound('keyword', id);
    if (input.queue_number !== undefined && input.queue_number !== before.queue_number) {
      await this.assertQueueNumberFree(trx, type, input.queue_number, id);
    }
    await trx
      .updateTable('keywords')
      .set({
        ...(input.keyword !== undefined && { keyword: input.keyword }),
        ...(input.queue_number !== undefined && { queue_number: input.queue_number }),
        ...(input.price !== undefined && { price_cents: toCents(input.price) }),
        ...(input.remarks !== undefined && { remarks: input.remarks }),
        ...(input.status !== undefined && { status: input.status }),
        ...updatedStamps(actor.id),
      })
      .where('id', '=', id)
      .execute();
    const after = (await findKeyword(trx, type, id)) as Keyword;
    await recordAudit(trx, actor, {
      action: `keyword.${type}.${action}`,
      entity: 'keyword',
      entityId: id,
      changes: diff(snapshot(before), snapshot(after)),
    });
    return after;
  }

  /** The list's Active/Inactive toggle: audited as its own action so the log reads as what staff did. */
  async setStatus(type: KeywordType, id: number, input: StatusInput, actor: Actor): Promise<Keyword> {
    return this.update(type, id, { status: input.status }, actor, 'status');
  }

  /** The toggle over a selection: each keyword as setStatus sets it, all or none. */
  async setStatusMany(type: KeywordType, ids: readonly number[], input: StatusInput, actor: Actor): Promise<number> {
    const changed = await allOrNothing(
      this.context.db,
      ids,
      (trx, id) => this.updateOne(trx, type, id, { status: input.status }, actor, 'status'),
      conflictOf,
    );
    return changed.length;
  }

  /** Soft delete: the row stays for the audit trail and its queue number becomes free again. */
  async remove(type: KeywordType, id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, type, id, actor));
  }

  async removeMany(type: KeywordType, ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, type, id, actor))).length;
  }

  private async removeOne(trx: Executor, type: KeywordType, id: number, actor: Actor): Promise<void> {
    const before = await findKeyword(trx, type, id);
    if (!before) throw notFound('keyword', id);
    const now = new Date().toISOString();
    await trx.updateTable('keywords').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: `keyword.${type}.delete`,
      entity: 'keyword',
      entityId: id,
      changes: diff(snapshot(before), null),
    });
  }

  /** The undo of a delete: refused while a live keyword of the type holds the queue number. */
  async restoreMany(type: KeywordType, ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, type, id, actor), conflictOf))
      .length;
  }

  private async restoreOne(trx: Executor, type: KeywordType, id: number, actor: Actor): Promise<void> {
    const deleted = await trx
      .selectFrom('keywords')
      .select('queue_number')
      .where('id', '=', id)
      .where('type', '=', type)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (!deleted) throw notFound('keyword', id);
    await this.assertQueueNumberFree(trx, type, deleted.queue_number, id);
    await trx
      .updateTable('keywords')
      .set(restoredStamps(actor.id, new Date().toISOString()))
      .where('id', '=', id)
      .execute();
    const after = (await findKeyword(trx, type, id)) as Keyword;
    await recordAudit(trx, actor, {
      action: `keyword.${type}.restore`,
      entity: 'keyword',
      entityId: id,
      changes: diff(null, snapshot(after)),
    });
  }
}
