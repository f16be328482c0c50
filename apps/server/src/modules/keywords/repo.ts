import { KEYWORD_LIST, type Keyword, type KeywordType, type keywordListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { liveRecords } from '../../platform/db/records.js';
import { sql } from 'kysely';
import { recordReads, recordStamps, type CreatedRecords } from '../../platform/db/list-filters.js';
import { fromCents } from '../../platform/money.js';

type ListQuery = z.output<typeof keywordListQuerySchema>;

/** Cents in the database, dollars with 2 decimals on the wire. */

function liveKeywords(db: Executor, type: KeywordType) {
  return liveRecords(db, 'keywords', 'k').where('k.type', '=', type);
}

/** The columns of a keyword as the API shows it. */
function withDetails(query: CreatedRecords<'keywords', 'k'>) {
  return query.select([
    'k.id',
    'k.type',
    'k.keyword',
    'k.queue_number',
    'k.price_cents',
    'k.remarks',
    'k.trigger_count',
    'k.last_trigger_at',
    'k.status',
    'k.created_at',
    'k.updated_at',
    'creator.username as created_by_name',
  ]);
}

type KeywordRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

export function toKeyword(row: KeywordRow): Keyword {
  return {
    id: row.id,
    type: row.type as KeywordType,
    keyword: row.keyword,
    queue_number: row.queue_number,
    price: fromCents(row.price_cents),
    remarks: row.remarks,
    trigger_count: Number(row.trigger_count),
    last_trigger_at: row.last_trigger_at,
    status: row.status as Keyword['status'],
    ...recordStamps(row),
  };
}

/** The reads of the keywords of one type; the API's sort names are the columns, except price, which is kept in cents. */
function keywordsOf(type: KeywordType) {
  return recordReads('keywords', 'k', {
    live: (db) => liveKeywords(db, type),
    details: withDetails,
    toRecord: toKeyword,
    list: KEYWORD_LIST,
    columns: { id: 'k.id', keyword: 'k.keyword', remarks: 'k.remarks', status: 'k.status', created_at: 'k.created_at' },
    sorts: { price: sql.ref('k.price_cents') },
  });
}

export function findKeyword(db: Executor, type: KeywordType, id: number): Promise<Keyword | undefined> {
  return keywordsOf(type).find(db, id);
}

/** Whether another live keyword of the type holds the queue number. */
export async function queueNumberTaken(
  db: Executor,
  type: KeywordType,
  queueNumber: number,
  exceptId?: number,
): Promise<boolean> {
  let query = liveKeywords(db, type).select('k.id').where('k.queue_number', '=', queueNumber);
  if (exceptId !== undefined) query = query.where('k.id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function listKeywords(db: Executor, type: KeywordType, query: ListQuery) {
  return keywordsOf(type).list(db, query);
}
