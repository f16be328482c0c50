import type { SensitiveKeyword } from '@backoffice/contract';
import { SENSITIVE_KEYWORD_LIST, type sensitiveKeywordListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { applyListFilters, listSort } from '../../platform/db/list-filters.js';
import { fetchPage } from '../../platform/db/query.js';

type ListQuery = z.output<typeof sensitiveKeywordListQuerySchema>;

export const SENSITIVE_KEYWORD_ENTITY = 'sensitive_keyword';

function liveKeywords(db: Executor) {
  return db.selectFrom('sensitive_keywords as s').where('s.deleted_at', 'is', null);
}

function withDetails(query: ReturnType<typeof liveKeywords>) {
  return query
    .leftJoin('accounts as creator', 'creator.id', 's.created_by')
    .select(['s.id', 's.keyword', 's.status', 's.created_at', 's.updated_at', 'creator.username as created_by_name']);
}

type KeywordRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toKeyword(row: KeywordRow): SensitiveKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    status: row.status as SensitiveKeyword['status'],
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

export async function findKeyword(db: Executor, id: number): Promise<SensitiveKeyword | undefined> {
  const row = await withDetails(liveKeywords(db)).where('s.id', '=', id).executeTakeFirst();
  return row ? toKeyword(row) : undefined;
}

export async function listKeywords(db: Executor, query: ListQuery) {
  const filtered = applyListFilters(db, liveKeywords(db), query, SENSITIVE_KEYWORD_LIST, { id: 's.id', keyword: 's.keyword', status: 's.status', created_at: 's.created_at' });
  const sort = listSort(query, SENSITIVE_KEYWORD_LIST);
  return fetchPage(filtered, query, (qb) => withDetails(qb).orderBy(`s.${sort.field}`, sort.direction).orderBy('s.id', sort.direction), toKeyword);
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
