import { queryOptions } from '@tanstack/react-query';
import { auditEntrySchema, pagedSchema, type AuditEntry, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { auditLogKeys } from './query-keys';

const auditPageSchema = pagedSchema(auditEntrySchema);

/** GET /v1/audit-log/list */
export function getAuditLog(params: ListParams, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return appApi.get('/v1/audit-log/list', { query: params, signal, parse: (body) => auditPageSchema.parse(body) });
}

export function getAuditLogQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: auditLogKeys.list(params), queryFn: ({ signal }) => getAuditLog(params, signal) });
}
