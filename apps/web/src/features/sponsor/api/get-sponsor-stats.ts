import { queryOptions } from '@tanstack/react-query';
import { sponsorStatsSchema, type SponsorStats } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** GET /v1/sponsor/{id}/stats?from=&to= — every day of the range, 0 where nothing was counted. */
export async function getSponsorStats(
  id: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<SponsorStats> {
  const answer = await appApi.get(`/v1/sponsor/${id}/stats`, {
    query: { from, to },
    signal,
    parse: (body) => sponsorStatsSchema.parse(body),
  });
  return answer.data;
}

export function getSponsorStatsQueryOptions(id: number, from: string, to: string) {
  return queryOptions({
    queryKey: sponsorKeys.stats(id, from, to),
    queryFn: ({ signal }) => getSponsorStats(id, from, to, signal),
  });
}
