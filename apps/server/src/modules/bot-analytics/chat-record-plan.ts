import { CHAT_RECORD_SEARCH_CAP } from '@backoffice/contract';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../platform/db/database.js';
import type { ChatRecordTable, Database, Executor } from '../../platform/db/schema.js';
import type { RecordKey } from './chat-record-cursor.js';
import { filterCondition, recordsFrom, type ChatRecordFilters, type RecordQuery } from './chat-record-filters.js';
import { contentContains, foldedContains, fromTextIndex, hasTrigrams } from './chat-record-text.js';
import { countRecords } from './chat-record-totals.js';

/**
 * How many of the newest selected records a search reads one by one before it turns to the trigram
 * index (or, for a text no index can narrow, stops). Sized so that reading them stays within the
 * search's latency budget at 5M records (docs/decisions/0006, `npm run bench -- chat-records`).
 */
export const WALK_BUDGET: Record<DatabaseKind, number> = { sqlite: 30_000, postgres: 30_000 };

/**
 * The most matches the trigram index may hand back for the records past the walk: they are sorted to
 * find the newest, which costs per match. A text with more is common in older records only; the
 * answer then stops where the walk did, like a text without trigrams.
 */
export const INDEX_MATCH_LIMIT = 5_000;

/** The plan's thresholds; only tests change them, to run every search path on small data. */
export interface ListTuning {
  walkBudget: number;
  /** INDEX_MATCH_LIMIT unless given. */
  indexMatchLimit?: number;
}

export function defaultTuning(kind: DatabaseKind): ListTuning {
  return { walkBudget: WALK_BUDGET[kind] };
}

/** Where the records of one list request come from, and how many there are. */
export interface Plan {
  /** The matching records (filters applied), in no order yet: the pages of a list without search. */
  source: () => RecordQuery;
  total: number;
  /** More than CHAT_RECORD_SEARCH_CAP records matched a text search; `total` is the cap. */
  capped: boolean;
  /**
   * A search's matches, newest first: every one, or the newest CHAT_RECORD_SEARCH_CAP. Its pages are
   * cut from here, so a search reads the matching records once however deep the page.
   */
  keys?: RecordKey[];
  /** A bounded search stopped here: the sent time of the oldest record it read. */
  reached?: string;
}

/** Newest first: sent_at descending, then id descending. */
export function compareNewestFirst(a: RecordKey, b: RecordKey): number {
  if (a.sent_at !== b.sent_at) return a.sent_at < b.sent_at ? 1 : -1;
  return b.id - a.id;
}

const eb = expressionBuilder<Database & { c: ChatRecordTable }, 'c'>();

/** Records at a keyset position or older (the bound on sent_at alone lets PostgreSQL prune partitions). */
function atOrOlder(key: RecordKey): Expression<SqlBool> {
  return eb.and([
    eb('c.sent_at', '<=', key.sent_at),
    eb(eb.refTuple('c.sent_at', 'c.id'), '<=', eb.tuple(key.sent_at, key.id)),
  ]);
}

const toKey = (row: { id: number | string; sent_at: string }): RecordKey => ({
  id: Number(row.id),
  sent_at: row.sent_at,
});

/** The keys of a query's records, newest first, at most `limit`. */
async function newestKeys(query: RecordQuery, limit: number): Promise<RecordKey[]> {
  const rows = await query
    .select(['c.id', 'c.sent_at'])
    .orderBy('c.sent_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toKey);
}

/**
 * The matches among the newest `budget` selected records, newest first, at most `limit`: the index
 * of the order (sent_at, id) is walked backwards and stops at the limit, so common text costs little.
 */
async function walkNewest(
  db: Executor,
  kind: DatabaseKind,
  filters: ChatRecordFilters,
  text: string,
  budget: number,
  limit: number,
): Promise<RecordKey[]> {
  const window = recordsFrom(db)
    .where(filterCondition(filters))
    .select(['c.id', 'c.sent_at', 'c.content_folded'])
    .orderBy('c.sent_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(budget);
  const rows = await db
    .selectFrom(window.as('w'))
    .select(['w.id', 'w.sent_at'])
    .where(foldedContains(sql.ref<string>('w.content_folded'), text))
    .orderBy('w.sent_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toKey);
}

/** The last record the walk read and the first it did not, in the list's order. */
async function walkEdge(
  db: Executor,
  filters: ChatRecordFilters,
  budget: number,
): Promise<{ lastRead?: RecordKey; firstUnread?: RecordKey }> {
  const rows = await newestKeys(
    recordsFrom(db)
      .where(filterCondition(filters))
      .offset(Math.max(0, budget - 1)),
    budget === 0 ? 1 : 2,
  );
  return budget === 0 ? { firstUnread: rows[0] } : { lastRead: rows[0], firstUnread: rows[1] };
}

/**
 * The matches at or after `from` (in the list's order) found through the trigram index, newest first;
 * undefined when there are more than INDEX_MATCH_LIMIT (read in whatever order the index gives them,
 * so that counting stops there).
 */
async function olderMatches(
  db: Executor,
  kind: DatabaseKind,
  filters: ChatRecordFilters,
  text: string,
  from: RecordKey,
  limit: number,
): Promise<RecordKey[] | undefined> {
  const source = kind === 'postgres' ? recordsFrom(db).where(contentContains(text)) : fromTextIndex(db, text);
  const rows = await source
    .where(filterCondition(filters))
    .where(atOrOlder(from))
    .select(['c.id', 'c.sent_at'])
    .limit(limit + 1)
    .execute();
  if (rows.length > limit) return undefined;
  return rows.map(toKey).sort(compareNewestFirst);
}

function searchAnswer(source: () => RecordQuery, keys: RecordKey[], reached?: string): Plan {
  if (keys.length > CHAT_RECORD_SEARCH_CAP)
    return { source, total: CHAT_RECORD_SEARCH_CAP, capped: true, keys: keys.slice(0, CHAT_RECORD_SEARCH_CAP) };
  return { source, total: keys.length, capped: false, keys, ...(reached === undefined ? {} : { reached }) };
}

/**
 * A search collects its newest CHAT_RECORD_SEARCH_CAP + 1 matches (one more tells "more than the cap").
 * First it reads the newest `walkBudget` selected records one by one, newest first: common text fills
 * the cap there. Past them, a text with trigrams is looked up in the trigram index for the older
 * records, when it has at most INDEX_MATCH_LIMIT matches there. Otherwise (a 1–2 character text such
 * as 电影, punctuation between short runs such as "12.3K", or a text common only in older records)
 * the search stops where the walk did, and the answer says how far back it reached, so staff can
 * pick an older date range. Each request so reads a bounded number of records.
 */
async function searchPlan(
  db: Executor,
  kind: DatabaseKind,
  filters: ChatRecordFilters,
  text: string,
  tuning: ListTuning,
): Promise<Plan> {
  const source = () => recordsFrom(db).where(filterCondition(filters)).where(contentContains(text));
  const need = CHAT_RECORD_SEARCH_CAP + 1;
  const newest = await walkNewest(db, kind, filters, text, tuning.walkBudget, need);
  if (newest.length >= need) return searchAnswer(source, newest);
  const { lastRead, firstUnread } = await walkEdge(db, filters, tuning.walkBudget);
  if (!firstUnread) return searchAnswer(source, newest);
  const reached = lastRead?.sent_at ?? firstUnread.sent_at;
  const older = hasTrigrams(text)
    ? await olderMatches(db, kind, filters, text, firstUnread, tuning.indexMatchLimit ?? INDEX_MATCH_LIMIT)
    : undefined;
  if (!older) return searchAnswer(source, newest, reached);
  return searchAnswer(source, [...newest, ...older]);
}

/**
 * Without a text search the exact total comes from the maintained counts; with one, from the
 * collected matches (see searchPlan).
 */
export async function planFor(
  db: Executor,
  kind: DatabaseKind,
  filters: ChatRecordFilters,
  text: string | undefined,
  tuning: ListTuning,
): Promise<Plan> {
  if (text) return searchPlan(db, kind, filters, text, tuning);
  return {
    source: () => recordsFrom(db).where(filterCondition(filters)),
    total: await countRecords(db, filters),
    capped: false,
  };
}
