import {
  ADS_KEYWORD_LIST,
  ADS_KEYWORD_SLOT_LIST,
  type AdsKeyword,
  type AdsKeywordSlot,
  type adsKeywordListQuerySchema,
  type adsKeywordSlotListQuerySchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { liveRecords } from '../../platform/db/records.js';
import { applyListFilters, listSort, recordReads, recordStamps } from '../../platform/db/list-filters.js';
import { fetchPage } from '../../platform/db/query.js';
import { fromCents } from '../../platform/money.js';

type ListQuery = z.output<typeof adsKeywordListQuerySchema>;
type SlotListQuery = z.output<typeof adsKeywordSlotListQuerySchema>;

export const ADS_KEYWORD_ENTITY = 'ads_keyword';
export const ADS_KEYWORD_SLOT_ENTITY = 'ads_keyword_slot';

/** Cents in the database, dollars with 2 decimals on the wire. */

const liveKeywords = (db: Executor) => liveRecords(db, 'ads_keywords', 'a');

const keywords = recordReads('ads_keywords', 'a', {
  details: (query) =>
    query.select([
      'a.id',
      'a.keyword',
      'a.info_updated_at',
      'a.created_at',
      'a.updated_at',
      'creator.username as created_by_name',
    ]),
  toRecord: (row): AdsKeyword => ({
    id: row.id,
    keyword: row.keyword,
    info_updated_at: row.info_updated_at,
    ...recordStamps(row),
  }),
  list: ADS_KEYWORD_LIST,
  columns: { id: 'a.id', keyword: 'a.keyword', created_at: 'a.created_at' },
});

export const findKeyword = keywords.find;

/** The live keyword spelled `keyword` in any case, if one is tracked. */
export async function findByText(db: Executor, keyword: string): Promise<{ id: number } | undefined> {
  return liveKeywords(db)
    .select('a.id')
    .where((eb) => eb(eb.fn('lower', ['a.keyword']), '=', keyword.toLowerCase()))
    .executeTakeFirst();
}

export function listKeywords(db: Executor, query: ListQuery) {
  return keywords.list(db, query);
}

function slotsOf(db: Executor) {
  return db
    .selectFrom('ads_keyword_slots as s')
    .select([
      's.id',
      's.keyword_id',
      's.slot',
      's.price_cents',
      's.expired_date',
      's.remarks',
      's.observed_at',
      's.updated_at',
    ]);
}

type SlotRow = Awaited<ReturnType<ReturnType<typeof slotsOf>['executeTakeFirstOrThrow']>>;

function toSlot(row: SlotRow): AdsKeywordSlot {
  return {
    id: row.id,
    keyword_id: row.keyword_id,
    slot: row.slot,
    price: fromCents(row.price_cents),
    expired_date: row.expired_date,
    remarks: row.remarks,
    observed_at: row.observed_at,
    updated_at: row.updated_at,
  };
}

/** A slot of a keyword that is still tracked. */
export async function findSlot(db: Executor, id: number): Promise<AdsKeywordSlot | undefined> {
  const row = await slotsOf(db)
    .innerJoin('ads_keywords as a', 'a.id', 's.keyword_id')
    .where('a.deleted_at', 'is', null)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toSlot(row) : undefined;
}

/** The API's sort names are the columns, except price, which is kept in cents. */
const SLOT_SORT_COLUMN = { slot: 's.slot', price: 's.price_cents', expired_date: 's.expired_date' } as const;

export async function listSlots(db: Executor, keywordId: number, query: SlotListQuery) {
  const filtered = applyListFilters(
    db,
    db.selectFrom('ads_keyword_slots as s').where('s.keyword_id', '=', keywordId),
    query,
    ADS_KEYWORD_SLOT_LIST,
    { id: 's.id', created_at: 's.created_at' },
  );
  const sort = listSort(query, ADS_KEYWORD_SLOT_LIST);
  return fetchPage(
    filtered,
    query,
    (qb) =>
      qb
        .select([
          's.id',
          's.keyword_id',
          's.slot',
          's.price_cents',
          's.expired_date',
          's.remarks',
          's.observed_at',
          's.updated_at',
        ])
        .orderBy(SLOT_SORT_COLUMN[sort.field], sort.direction)
        .orderBy('s.slot', 'asc'),
    toSlot,
  );
}
