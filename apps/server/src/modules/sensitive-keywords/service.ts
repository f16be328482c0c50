import type { BulkSensitiveKeywordResult, SensitiveKeyword } from '@backoffice/contract';
import { LIMITS, bulkLines, type createSensitiveKeywordSchema, type updateSensitiveKeywordSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { SENSITIVE_KEYWORD_ENTITY, findKeyword, presentWords } from './repo.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import { deletedStamps, restoredStamps } from '../../platform/db/stamps.js';

type CreateInput = z.output<typeof createSensitiveKeywordSchema>;
type UpdateInput = z.output<typeof updateSensitiveKeywordSchema>;

function snapshot(keyword: SensitiveKeyword): Record<string, unknown> {
  return { keyword: keyword.keyword, status: keyword.status };
}

function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('sensitive_keywords') ? new AppError('SENSITIVE_KEYWORD_ALREADY_USED', { field: 'keyword' }) : error;
}

function rethrowConflict(error: unknown): never {
  throw conflictOf(error);
}

/** Search Bot → Sensitive Keyword: words that make the search bot refuse a query. */
export class SensitiveKeywordService {
  constructor(private readonly context: AppContext) {}

  private async assertFree(db: Executor, keyword: string, exceptId?: number) {
    let query = db
      .selectFrom('sensitive_keywords')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['keyword']), '=', keyword.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new AppError('SENSITIVE_KEYWORD_ALREADY_USED', { field: 'keyword' });
  }

  private async insert(db: Executor, keyword: string, status: string, actor: Actor, action: string): Promise<SensitiveKeyword> {
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('sensitive_keywords')
      .values({ keyword, status, created_at: now, created_by: actor.id, updated_at: now, updated_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = (await findKeyword(db, id)) as SensitiveKeyword;
    await recordAudit(db, actor, { action, entity: SENSITIVE_KEYWORD_ENTITY, entityId: id, changes: diff(null, snapshot(created)) });
    return created;
  }

  async create(input: CreateInput, actor: Actor): Promise<SensitiveKeyword> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertFree(trx, input.keyword);
        return this.insert(trx, input.keyword, input.status, actor, 'sensitive_keyword.create');
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  /**
   * Adds every new word of the text in one transaction. Blank lines and repeats are ignored; words
   * over the length limit and words already present are reported back instead of failing the rest.
   */
  async bulkAdd(text: string, actor: Actor): Promise<BulkSensitiveKeywordResult> {
    const words = bulkLines(text);
    const tooLong = words.filter((word) => word.length > LIMITS.keyword);
    const candidates = words.filter((word) => word.length <= LIMITS.keyword);
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const present = await presentWords(trx, candidates);
        const fresh = candidates.filter((word) => !present.has(word.toLowerCase()));
        for (const word of fresh) await this.insert(trx, word, 'Active', actor, 'sensitive_keyword.bulk_create');
        return { added: fresh, already_present: candidates.filter((word) => present.has(word.toLowerCase())), too_long: tooLong };
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<SensitiveKeyword> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findKeyword(trx, id);
        if (!before) throw notFound(SENSITIVE_KEYWORD_ENTITY, id);
        if (input.keyword !== undefined) await this.assertFree(trx, input.keyword, id);
        await trx
          .updateTable('sensitive_keywords')
          .set({ ...input, updated_at: new Date().toISOString(), updated_by: actor.id })
          .where('id', '=', id)
          .execute();
        const after = (await findKeyword(trx, id)) as SensitiveKeyword;
        await recordAudit(trx, actor, { action: 'sensitive_keyword.update', entity: SENSITIVE_KEYWORD_ENTITY, entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findKeyword(trx, id);
    if (!before) throw notFound(SENSITIVE_KEYWORD_ENTITY, id);
    await trx.updateTable('sensitive_keywords').set(deletedStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'sensitive_keyword.delete', entity: SENSITIVE_KEYWORD_ENTITY, entityId: id, changes: diff(snapshot(before), null) });
  }

  /** The undo of a delete: refused while the word is present again (added since). */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('sensitive_keywords').select('keyword').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound(SENSITIVE_KEYWORD_ENTITY, id);
    await this.assertFree(trx, deleted.keyword, id);
    await trx.updateTable('sensitive_keywords').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findKeyword(trx, id)) as SensitiveKeyword;
    await recordAudit(trx, actor, { action: 'sensitive_keyword.restore', entity: SENSITIVE_KEYWORD_ENTITY, entityId: id, changes: diff(null, snapshot(after)) });
  }
}
