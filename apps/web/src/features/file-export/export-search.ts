import * as z from 'zod/mini';
import { EXPORT_SORTABLE, EXPORT_STATUSES, EXPORT_TYPES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /file-export/: the table's params plus the type and status filters. */
export const exportSearchSchema = tableSearchSchema(EXPORT_SORTABLE, {
  type: lenient(z.enum(EXPORT_TYPES)),
  status: lenient(z.enum(EXPORT_STATUSES)),
});
export type ExportSearch = z.output<typeof exportSearchSchema>;

export const EXPORT_FILTER_KEYS = ['type', 'status'] as const;
/** The export list names its created-at bounds from / to. */
export const EXPORT_DATE_PARAMS = { from: 'from', to: 'to' } as const;
