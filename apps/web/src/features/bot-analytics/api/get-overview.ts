import { queryOptions } from '@tanstack/react-query';
import { botOverviewSchema, type BotOverview } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { botAnalyticsKeys } from './query-keys';

/** GET /v1/bot/overview?from=&to=&bot_id= — daily figures over calendar days, and per-bot totals. */
export async function getOverview(
  from: string,
  to: string,
  botId: number | undefined,
  signal?: AbortSignal,
): Promise<BotOverview> {
  const answer = await appApi.get('/v1/bot/overview', {
    query: { from, to, bot_id: botId },
    signal,
    parse: (body) => botOverviewSchema.parse(body),
  });
  return answer.data;
}

export function getOverviewQueryOptions(from: string, to: string, botId: number | undefined) {
  return queryOptions({
    queryKey: botAnalyticsKeys.overview(from, to, botId),
    queryFn: ({ signal }) => getOverview(from, to, botId, signal),
  });
}
