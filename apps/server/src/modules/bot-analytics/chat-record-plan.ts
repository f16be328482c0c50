import { CHAT_RECORD_SEARCH_CAP } from '@backoffice/contract';
import type { DatabaseKind } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/schema.js';
import type { RecordKey } from './chat-record-cursor.js';
import { filterCondition, recordsFrom, type ChatRecordFilters, type RecordQuery } from './chat-record-filters.js';
import { characterCount, contentContains, fromTextIndex, TRIGRAM_MIN_CHARS } from './chat-record-text.js';
import { countRecords } from './chat-record-totals.js';

/**
 * Above this many records selected by the other filters, SQLite looks a text of 3 characters or more
 * up in the trigram index; at or below it, checking each selected record is cheaper (about 0.2–0.3 µs a
 * record, see docs/decisions/0006-chat-record-paging.md).
 */
export const SCAN_LIMIT = 200_000;

/** The plan's thresholds; only tests change them, to run both SQLite search paths on small data. */
export interface ListTuning {
  scanLimit: number;
}

/** Where the records of one list request come from, and how many there are. */
export interface Plan {
  /** The matching records (filters and text applied), in no order yet. */
  source: () => RecordQuery;
  total: number;
  /** More than CHAT_RECORD_SEARCH_CAP records matched a text search; `total` is the cap. */
  capped: boolean;
  /**
   * A search that matched at most the cap: every match's key, newest first. Its pages are cut from
   * here, so a search reads the matching records once however deep the page.
   */
  keys?: RecordKey[];
}

/** Newest first: sent_at descending, then id descending. */
export function compareNewestFirst(a: RecordKey, b: RecordKey): number {
  if (a.sent_at !== b.sent_at) return a.sent_at < b.sent_at ? 1 : -1;
  return b.id - a.id;
}

/**
 * The keys of the matching records, at most `cap + 1` of them: all of them when the answer has `cap`
 * or fewer, otherwise "more than the cap". Read in whatever order the database finds them fastest.
 */
async function collectKeys(source: RecordQuery, cap: number): Promise<RecordKey[]> {
  const rows = await source.select(['c.id', 'c.sent_at']).limit(cap + 1).execute();
  return rows.map((row) => ({ id: Number(row.id), sent_at: row.sent_at }));
}

/** A search plan: exact with its keys up to the cap, capped beyond it (read newest first by `dense`). */
async function searchPlan(source: () => RecordQuery, dense: () => RecordQuery): Promise<Plan> {
  const keys = await collectKeys(source(), CHAT_RECORD_SEARCH_CAP);
  if (keys.length > CHAT_RECORD_SEARCH_CAP) return { source: dense, total: CHAT_RECORD_SEARCH_CAP, capped: true };
  return { source, total: keys.length, capped: false, keys: keys.sort(compareNewestFirst) };
}

/**
 * Without a text search the exact total comes from the maintained counts. With one, the matches are
 * collected up to the cap: on PostgreSQL with ILIKE (the trigram index serves it from 3 characters);
 * on SQLite from the trigram index when the other filters leave many records, else record by record.
 * Past the cap, matches are common: the pages walk the records newest first and meet them soonest.
 */
export async function planFor(db: Executor, kind: DatabaseKind, filters: ChatRecordFilters, text: string | undefined, tuning: ListTuning): Promise<Plan> {
  const filtered = () => recordsFrom(db).where(filterCondition(filters));
  if (!text) return { source: filtered, total: await countRecords(db, filters), capped: false };
  const scan = () => filtered().where(contentContains(kind, text));
  if (kind === 'postgres' || characterCount(text) < TRIGRAM_MIN_CHARS || (await countRecords(db, filters)) <= tuning.scanLimit) {
    return searchPlan(scan, scan);
  }
  return searchPlan(() => fromTextIndex(db, text).where(filterCondition(filters)), scan);
}
