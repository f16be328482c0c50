import {
  ERROR_CODES,
  EXPORT_SORTABLE,
  type Export,
  type ExportFormat,
  type ExportStatus,
  type ExportType,
  type exportListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { sql } from 'kysely';
import { containsIgnoreCase, fetchListPage, sortOf } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';

type ListQuery = z.output<typeof exportListQuerySchema>;

/** The columns of an export as the API shows it (the job's bookkeeping stays inside the worker). */
const EXPORT_COLUMNS = [
  'e.id',
  'e.name',
  'e.type',
  'e.format',
  'e.status',
  'e.done',
  'e.total',
  'e.row_count',
  'e.file_size',
  'e.created_at',
  'e.completed_at',
  'e.expires_at',
  'e.created_by',
  'creator.email as created_by_email',
] as const;

function withDetails(db: Executor) {
  return db
    .selectFrom('exports as e')
    .leftJoin('accounts as creator', 'creator.id', 'e.created_by')
    .select([...EXPORT_COLUMNS]);
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

export function toExport(row: ExportRow): Export {
  const status = row.status as ExportStatus;
  return {
    id: row.id,
    name: row.name,
    type: row.type as ExportType,
    format: row.format as ExportFormat,
    status,
    progress: { done: Number(row.done), total: Number(row.total) },
    row_count: row.row_count === null ? null : Number(row.row_count),
    file_size: row.file_size === null ? null : Number(row.file_size),
    created_by: row.created_by_email ?? null,
    created_at: row.created_at,
    completed_at: row.completed_at,
    expires_at: row.expires_at,
    // The cause of a failure stays in the server's log: the client sees the wording of EXPORT_FAILED.
    error: status === 'Failed' ? ERROR_CODES.EXPORT_FAILED.en : null,
  };
}

export interface ExportRecord extends Export {
  created_by_id: number | null;
}

export async function findExport(db: Executor, id: number): Promise<ExportRecord | undefined> {
  const row = await withDetails(db).where('e.id', '=', id).executeTakeFirst();
  return row ? { ...toExport(row), created_by_id: row.created_by } : undefined;
}

/** The export list, limited to the types whose data the caller may see. */
export async function listExports(db: Executor, query: ListQuery, visibleTypes: readonly ExportType[]) {
  const all = db.selectFrom('exports as e').where('e.type', 'in', visibleTypes.length > 0 ? [...visibleTypes] : ['']);
  let filtered = all;
  if (query.search) {
    const text = query.search;
    filtered = filtered.where((eb) => containsIgnoreCase(eb.ref('e.name'), text));
  }
  if (query.type) filtered = filtered.where('e.type', '=', query.type);
  if (query.status) filtered = filtered.where('e.status', '=', query.status);
  for (const from of [query.created_from, query.from])
    if (from) filtered = filtered.where('e.created_at', '>=', new Date(from).toISOString());
  for (const to of [query.created_to, query.to])
    if (to) filtered = filtered.where('e.created_at', '<=', new Date(to).toISOString());
  const sort = sortOf(query, EXPORT_SORTABLE, { field: 'created_at', direction: 'desc' });
  const id = sql.ref('e.id');
  return fetchListPage(
    all,
    filtered,
    query,
    {
      id,
      order: [
        { expression: sql.ref(`e.${sort.field}`), direction: sort.direction },
        { expression: id, direction: sort.direction },
      ],
      details: (rows) => rows.leftJoin('accounts as creator', 'creator.id', 'e.created_by').select([...EXPORT_COLUMNS]),
    },
    toExport,
  );
}
