import { sql, type Expression, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../platform/db/database.js';
import { likePattern } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';
import type { RecordQuery } from './chat-record-filters.js';

/**
 * Substring search in message content, the dialect-specific part of the chat-record lists.
 *
 * - PostgreSQL: `content ILIKE '%text%'`; the pg_trgm GIN index serves it from 3 characters on.
 * - SQLite: the FTS5 trigram table `chat_records_fts` finds texts of 3 characters or more; shorter
 *   ones (a Chinese word is often 2 characters) are matched with LIKE, record by record, within what
 *   the other filters select.
 *
 * Both ignore the case of Latin letters (SQLite's LIKE folds ASCII only; so does the comparison in
 * the tests: Latin letters are what staff type in either case).
 */

/** The trigram index needs a whole trigram: texts shorter than this are matched with LIKE. */
export const TRIGRAM_MIN_CHARS = 3;

/** Characters as people count them: a Chinese character or an emoji is one. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** `c.content` contains the text, record by record. */
export function contentContains(kind: DatabaseKind, text: string): Expression<SqlBool> {
  const pattern = likePattern(text);
  return kind === 'postgres' ? sql<SqlBool>`c.content ilike ${pattern} escape '\\'` : sql<SqlBool>`c.content like ${pattern} escape '\\'`;
}

/** An FTS5 string: the whole text as one phrase, its double quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * SQLite: the records whose content the trigram index matches, read from the index first (CROSS
 * JOIN fixes that order), so that counting stops after the first matches and a rare text is found
 * without walking the whole table.
 */
export function fromTextIndex(db: Executor, text: string): RecordQuery {
  const query = db
    .selectFrom(sql<{ rowid: number }>`chat_records_fts`.as('f'))
    .crossJoin('chat_records as c')
    .where(sql<SqlBool>`c.id = f.rowid`)
    .where(sql<SqlBool>`f.chat_records_fts match ${ftsPhrase(text)}`);
  // The index alias is used in these two conditions only; from here on the query reads `c` alone,
  // exactly as a query from chat_records does, so it is handled as one.
  return query as unknown as RecordQuery;
}
