import { queryOptions, useQuery } from '@tanstack/react-query';
import { botListSchema, type Bot } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { botAnalyticsKeys } from './query-keys';

/** GET /v1/bot/bots — every bot, by username: the choices of the bot filters. */
export async function getBots(signal?: AbortSignal): Promise<Bot[]> {
  const answer = await appApi.get('/v1/bot/bots', { signal, parse: (body) => botListSchema.parse(body) });
  return answer.data;
}

export function getBotsQueryOptions() {
  return queryOptions({ queryKey: botAnalyticsKeys.bots(), queryFn: ({ signal }) => getBots(signal) });
}

export function useBots() {
  return useQuery(getBotsQueryOptions());
}
