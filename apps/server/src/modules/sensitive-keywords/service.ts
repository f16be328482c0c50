import type { BulkSensitiveKeywordResult, SensitiveKeyword } from '@backoffice/contract';
import { LIMITS, bulkLines, type createSensitiveKeywordSchema, type updateSensitiveKeywordSchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { RecordService } from '../../platform/db/records.js';
import { SENSITIVE_KEYWORD_ENTITY, findKeyword, presentWords } from './repo.js';

type CreateInput = z.output<typeof createSensitiveKeywordSchema>;
type UpdateInput = z.output<typeof updateSensitiveKeywordSchema>;

const keywordTaken = () => new AppError('SENSITIVE_KEYWORD_ALREADY_USED', { field: 'keyword' });

/** Search Bot → Sensitive Keyword: words that make the search bot refuse a query. */
export class SensitiveKeywordService extends RecordService<'sensitive_keywords', SensitiveKeyword> {
  constructor(context: AppContext) {
    super(context.db, {
      table: 'sensitive_keywords',
      entity: SENSITIVE_KEYWORD_ENTITY,
      find: findKeyword,
      snapshot: (keyword) => ({ keyword: keyword.keyword, status: keyword.status }),
      conflict: (error) => (uniqueViolation(error)?.includes('sensitive_keywords') ? keywordTaken() : error),
    });
  }

  private assertKeywordFree(db: Executor, keyword: string, exceptId?: number) {
    return this.assertFree(db, 'keyword', keyword, keywordTaken, exceptId);
  }

  async create(input: CreateInput, actor: Actor): Promise<SensitiveKeyword> {
    return this.write(async (trx) => {
      await this.assertKeywordFree(trx, input.keyword);
      return this.insert(trx, { keyword: input.keyword, status: input.status }, actor);
    });
  }

  /**
   * Adds every new word of the text in one transaction. Blank lines and repeats are ignored; words
   * over the length limit and words already present are reported back instead of failing the rest.
   */
  async bulkAdd(text: string, actor: Actor): Promise<BulkSensitiveKeywordResult> {
    const words = bulkLines(text);
    const tooLong = words.filter((word) => word.length > LIMITS.keyword);
    const candidates = words.filter((word) => word.length <= LIMITS.keyword);
    return this.write(async (trx) => {
      const present = await presentWords(trx, candidates);
      const fresh = candidates.filter((word) => !present.has(word.toLowerCase()));
      for (const word of fresh) await this.insert(trx, { keyword: word, status: 'Active' }, actor, { action: 'bulk_create' });
      return { added: fresh, already_present: candidates.filter((word) => present.has(word.toLowerCase())), too_long: tooLong };
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<SensitiveKeyword> {
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      if (input.keyword !== undefined) await this.assertKeywordFree(trx, input.keyword, id);
      return this.change(trx, id, before, input, actor);
    });
  }

  /** The undo of a delete: refused while the word is present again (added since). */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    await this.assertKeywordFree(trx, deleted.keyword, id);
    await this.restore(trx, id, actor);
  }
}
