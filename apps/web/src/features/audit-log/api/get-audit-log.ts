import { auditEntrySchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { auditLogKeys } from './query-keys';

/** GET /v1/audit-log/list */
export const { get: getAuditLog, queryOptions: getAuditLogQueryOptions } = serverList(
  appApi,
  '/v1/audit-log/list',
  auditEntrySchema,
  auditLogKeys.list,
);
