import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the audit log page. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (params: ListParams) => [...auditLogKeys.all, 'list', params] as const,
  filters: () => [...auditLogKeys.all, 'filters'] as const,
};
