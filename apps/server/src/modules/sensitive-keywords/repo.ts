import type { SensitiveKeyword } from '@backoffice/contract';
import { SENSITIVE_KEYWORD_LIST, type sensitiveKeywordListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { liveRecords } from '../../platform/db/records.js';
import { recordReads, recordStamps } from '../../platform/db/list-filters.js';

type ListQuery = z.output<typeof sensitiveKeywordListQuerySchema>;

export const SENSITIVE_KEYWORD_ENTITY = 'sensitive_keyword';

const liveKeywords = (db: Executor) => liveRecords(db, 'sensitive_keywords', 's');

const keywords = recordReads('sensitive_keywords', 's', {
  details: (query) =>
    query.select([
      's.id',
      's.keyword',
      's.status',
      's.created_at',
      's.updated_at',
      'creator.username as created_by_name',
    ]),
  toRecord: (row): SensitiveKeyword => ({
    id: row.id,
    keyword: row.keyword,
    status: row.status as SensitiveKeyword['status'],
    ...recordStamps(row),
  }),
  list: SENSITIVE_KEYWORD_LIST,
  columns: { id: 's.id', keyword: 's.keyword', status: 's.status', created_at: 's.created_at' },
});

export const findKeyword = keywords.find;

export function listKeywords(db: Executor, query: ListQuery) {
  return keywords.list(db, query);
}

/** Which of `words` are live already, compared without regard to case (answered lower-cased). */
export async function presentWords(db: Executor, words: string[]): Promise<Set<string>> {
  const present = new Set<string>();
  const lower = words.map((word) => word.toLowerCase());
  for (let start = 0; start < lower.length; start += 500) {
    const rows = await liveKeywords(db)
      .select((eb) => eb.fn<string>('lower', ['s.keyword']).as('word'))
      .where((eb) => eb(eb.fn('lower', ['s.keyword']), 'in', lower.slice(start, start + 500)))
      .execute();
    for (const row of rows) present.add(row.word);
  }
  return present;
}
