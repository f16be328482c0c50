import { sql, type Expression, type SqlBool } from 'kysely';
import { foldText } from '../../platform/db/chat-record-folding.js';
import { likePattern } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';
import type { RecordQuery } from './chat-record-filters.js';

/**
 * Substring search in message content, the dialect-specific part of the chat-record lists.
 *
 * Every record keeps `content_folded`, its content lower-cased by `foldText` when it is written
 * (ingestion; migration 013 for older records). A search folds its text the same way and looks for
 * it in that column, so case is ignored for every script (É/é, Ä/ä, Σ/σ, not Latin letters only) and
 * identically on both databases; no per-row case folding is paid at search time (PostgreSQL's ILIKE
 * cost 4× LIKE per row).
 *
 * - Record by record: `LIKE` on both (on PostgreSQL the pg_trgm GIN index on `content_folded` serves
 *   it too; on SQLite the walk reads the folded text from the index `chat_records_sent_folded`).
 * - By index, for texts that have trigrams: SQLite's FTS5 trigram table `chat_records_fts` (on
 *   `content`; it folds case itself, and the exact test above is applied to what it finds), and the
 *   GIN index on PostgreSQL.
 */

/**
 * Whether a trigram index narrows the search for this text well: three letters or digits in a row.
 * pg_trgm splits text at everything else (its index would hand back every record for "12.3K"), and
 * FTS5's trigrams of short runs around punctuation ("12.", "2.3", ".3k") are among its longest lists;
 * one rule on both databases keeps their answers alike.
 */
export function hasTrigrams(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/**
 * `folded` (a column holding `content_folded`) contains the text, record by record. Both sides are folded,
 * so SQLite's LIKE (which also ignores ASCII case) finds exactly what a byte search would, and 25 % faster
 * than `instr` on the walk (docs/decisions/0026).
 */
export function foldedContains(folded: Expression<string>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${folded} like ${likePattern(foldText(text))} escape '\\'`;
}

/** `c.content` contains the text, ignoring case, record by record. */
export function contentContains(text: string): Expression<SqlBool> {
  return foldedContains(sql.ref<string>('c.content_folded'), text);
}

/** An FTS5 string: the whole text as one phrase, its double quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * SQLite: the records whose content the trigram index matches, read from the index first (CROSS
 * JOIN fixes that order), so that a rare text is found without walking the whole table. The exact
 * test on `content_folded` follows, so both databases answer the same records.
 */
export function fromTextIndex(db: Executor, text: string): RecordQuery {
  const query = db
    .selectFrom(sql<{ rowid: number }>`chat_records_fts`.as('f'))
    .crossJoin('chat_records as c')
    .where(sql<SqlBool>`c.id = f.rowid`)
    .where(sql<SqlBool>`f.chat_records_fts match ${ftsPhrase(text)}`)
    .where(contentContains(text));
  // The index alias is used in these conditions only; from here on the query reads `c` alone,
  // exactly as a query from chat_records does, so it is handled as one.
  return query as unknown as RecordQuery;
}
