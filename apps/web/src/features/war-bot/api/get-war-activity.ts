import { queryOptions } from '@tanstack/react-query';
import { warActivitySchema, warTopMembersSchema, type WarActivity, type WarTopMembers } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { warBotKeys } from './query-keys';

/** GET /v1/war-bot/activity — the groups' figures per UTC day, with own versus rival. */
export async function getWarActivity(
  groupIds: readonly number[],
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<WarActivity> {
  const answer = await appApi.get('/v1/war-bot/activity', {
    query: { group_ids: groupIds.join(','), from, to },
    signal,
    parse: (body) => warActivitySchema.parse(body),
  });
  return answer.data;
}

export function getWarActivityQueryOptions(groupIds: readonly number[], from: string, to: string) {
  return queryOptions({
    queryKey: warBotKeys.activity(groupIds, from, to),
    queryFn: ({ signal }) => getWarActivity(groupIds, from, to, signal),
    enabled: groupIds.length > 0,
  });
}

/** GET /v1/war-bot/groups/{id}/top-members — a group's members by messages over the range. */
export async function getWarTopMembers(
  groupId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<WarTopMembers> {
  const answer = await appApi.get(`/v1/war-bot/groups/${groupId}/top-members`, {
    query: { from, to, limit: 10 },
    signal,
    parse: (body) => warTopMembersSchema.parse(body),
  });
  return answer.data;
}

export function getWarTopMembersQueryOptions(groupId: number, from: string, to: string) {
  return queryOptions({
    queryKey: warBotKeys.topMembers(groupId, from, to),
    queryFn: ({ signal }) => getWarTopMembers(groupId, from, to, signal),
  });
}
