import type { BulkSensitiveKeywordResult, SensitiveKeyword } from '@backoffice/contract';
import {
  LIMITS,
  bulkLines,
  type createSensitiveKeywordSchema,
  type updateSensitiveKeywordSchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
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
      unique: { column: 'keyword', index: 'sensitive_keywords', refusal: keywordTaken },
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<SensitiveKeyword> {
    return this.createRecord({ keyword: input.keyword, status: input.status }, actor);
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
      for (const word of fresh)
        await this.insert(trx, { keyword: word, status: 'Active' }, actor, { action: 'bulk_create' });
      return {
        added: fresh,
        already_present: candidates.filter((word) => present.has(word.toLowerCase())),
        too_long: tooLong,
      };
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<SensitiveKeyword> {
    return this.updateRecord(id, input, actor);
  }
}
