import { sql, type Expression, type SqlBool } from 'kysely';
import { dialectOf, type TotalQuery } from './query.js';
import type { Executor } from './schema.js';

/**
 * The lists' searched text on SQLite, by table: an FTS5 trigram index of the live rows' columns, kept by
 * triggers (migration 027). A "contains" search of three characters or more reads the index instead of
 * every row. PostgreSQL has trigram indexes on the columns themselves and searches them as they are.
 */
export const TEXT_INDEXES = {
  accounts: { name: 'accounts_text', columns: ['email', 'username'] },
  /** `name`: the first name, a space and the last name, either of them empty when missing. */
  tg_accounts: { name: 'tg_accounts_text', columns: ['username', 'name'] },
  catalogue_entries: { name: 'catalogue_entries_text', columns: ['display_name', 'link'] },
} as const;

export type TextIndexedTable = keyof typeof TEXT_INDEXES;

/** One text and the index columns any of which may contain it. */
export interface TextMatch {
  columns: readonly string[];
  text: string;
}

/** A trigram index holds three characters a key: a shorter text finds nothing there, though rows hold it. */
const SHORTEST_INDEXED_TEXT = 3;

/** An FTS5 query: each text one phrase (its quotes doubled, so nothing in it is an operator) in its columns. */
function indexQuery(matches: readonly TextMatch[]): string | undefined {
  if (matches.some((match) => [...match.text].length < SHORTEST_INDEXED_TEXT)) return undefined;
  return matches.map((match) => `{${match.columns.join(' ')}} : "${match.text.replace(/"/g, '""')}"`).join(' OR ');
}

/**
 * On SQLite, "the row `id` names holds one of the texts in its columns", from the table's text index;
 * undefined on PostgreSQL, or for a text too short for the index: the caller then compares the columns.
 * The index folds case across alphabets, as PostgreSQL's lower() does.
 */
export function textIndexMatch(
  db: Pick<Executor, 'getExecutor'>,
  table: TextIndexedTable,
  id: Expression<unknown>,
  matches: readonly TextMatch[],
): Expression<SqlBool> | undefined {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const query = indexQuery(matches);
  if (query === undefined) return undefined;
  const index = sql.table(TEXT_INDEXES[table].name);
  return sql<SqlBool>`${id} in (select rowid from ${index} where ${index} match ${query})`;
}

type IndexTables = { [K in (typeof TEXT_INDEXES)[TextIndexedTable]['name']]: { rowid: number } };

/**
 * On SQLite, the number of rows of `table` holding one of the texts, counted in its text index alone:
 * the total of a list whose only filter is that search, since the index holds exactly the list's rows.
 * Undefined where textIndexMatch is.
 */
export function textIndexTotal(
  db: Executor,
  table: TextIndexedTable,
  matches: readonly TextMatch[],
): TotalQuery | undefined {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const query = indexQuery(matches);
  if (query === undefined) return undefined;
  const index = TEXT_INDEXES[table].name;
  return db
    .withTables<IndexTables>()
    .selectFrom(index)
    .select(sql<number>`count(*)`.as('total'))
    .where(sql<SqlBool>`${sql.table(index)} match ${query}`);
}
