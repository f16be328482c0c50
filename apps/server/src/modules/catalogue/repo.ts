import type { CatalogueEntry, CatalogueHistoryEntry } from '@backoffice/contract';
import { CATALOGUE_LIST, type catalogueHistoryQuerySchema, type catalogueListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { recordReads, type CreatedRecords } from '../../platform/db/list-filters.js';
import { fetchPage } from '../../platform/db/query.js';

type ListQuery = z.output<typeof catalogueListQuerySchema>;
type HistoryQuery = z.output<typeof catalogueHistoryQuerySchema>;

/** The audit log's name for a catalogue row. */
export const CATALOGUE_ENTITY = 'catalogue_entry';

/** The joins and columns of an entry as the API shows it: its creator's and last editor's names too. */
function withDetails(query: CreatedRecords<'catalogue_entries', 'c'>) {
  return query
    .leftJoin('accounts as editor', 'editor.id', 'c.updated_by')
    .select([
      'c.id',
      'c.link',
      'c.category',
      'c.display_name',
      'c.tier',
      'c.member_count',
      'c.status',
      'c.created_at',
      'c.updated_at',
      'creator.username as created_by_name',
      'editor.username as updated_by_name',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

/** An entry as the API shows it: the row's columns, its enums typed, its count a number, and who made and last changed it. */
export function toEntry({
  category,
  tier,
  member_count,
  status,
  created_by_name,
  updated_by_name,
  ...row
}: EntryRow): CatalogueEntry {
  const typed = {
    category: category as CatalogueEntry['category'],
    tier: tier as CatalogueEntry['tier'],
    status: status as CatalogueEntry['status'],
  };
  return {
    ...row,
    ...typed,
    member_count: Number(member_count),
    created_by: created_by_name ?? null,
    updated_by: updated_by_name ?? null,
  };
}

const LIST_COLUMNS = {
  id: 'c.id',
  display_name: 'c.display_name',
  link: 'c.link',
  category: 'c.category',
  tier: 'c.tier',
  status: 'c.status',
  created_at: 'c.created_at',
};

const entries = recordReads('catalogue_entries', 'c', {
  details: withDetails,
  toRecord: toEntry,
  list: CATALOGUE_LIST,
  columns: LIST_COLUMNS,
  countedLive: true,
  textIndex: 'catalogue_entries',
});

export const findEntry = entries.find;

export function listEntries(db: Executor, query: ListQuery) {
  return entries.list(db, query);
}

/** Live links among `lowerLinks` (already lower-cased), lower-cased: the duplicates an import must refuse. */
export async function existingLinks(db: Executor, lowerLinks: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Chunked: SQLite and PostgreSQL both cap the number of bound parameters of one statement.
  for (let start = 0; start < lowerLinks.length; start += 500) {
    const chunk = lowerLinks.slice(start, start + 500);
    const rows = await db
      .selectFrom('catalogue_entries')
      .select((eb) => eb.fn<string>('lower', ['link']).as('link'))
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['link']), 'in', chunk))
      .execute();
    for (const row of rows) found.add(row.link);
  }
  return found;
}

/** An entry's history from the audit log, newest first. */
export async function entryHistory(db: Executor, id: number, query: HistoryQuery) {
  const filtered = db
    .selectFrom('audit_log as l')
    .where('l.entity', '=', CATALOGUE_ENTITY)
    .where('l.entity_id', '=', String(id));
  return fetchPage(
    filtered,
    query,
    (qb) =>
      qb
        .leftJoin('accounts as a', 'a.id', 'l.actor_id')
        .select(['l.id', 'l.action', 'l.actor_email', 'a.username as actor_username', 'l.changes', 'l.created_at'])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc'),
    (row): CatalogueHistoryEntry => ({
      id: row.id,
      action: row.action,
      actor_email: row.actor_email,
      actor_username: row.actor_username ?? null,
      changes: JSON.parse(row.changes) as CatalogueHistoryEntry['changes'],
      created_at: row.created_at,
    }),
  );
}
