import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditFilterOptionsSchema, type AuditFilterOptions } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { auditLogKeys } from './query-keys';

/** GET /v1/audit-log/filters: the users and actions the log holds, for the filters. */
export async function getAuditFilterOptions(signal?: AbortSignal): Promise<AuditFilterOptions> {
  const answer = await appApi.get('/v1/audit-log/filters', {
    signal,
    parse: (body) => auditFilterOptionsSchema.parse(body),
  });
  return answer.data;
}

export function useAuditFilterOptions() {
  return useQuery(
    queryOptions({ queryKey: auditLogKeys.filters(), queryFn: ({ signal }) => getAuditFilterOptions(signal) }),
  );
}
