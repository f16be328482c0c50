import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, warGroupSchema, type CreateWarGroup, type WarGroup } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { warBotKeys } from './query-keys';

const groupAnswerSchema = dataSchema(warGroupSchema);

/** POST /v1/war-bot/groups; 409 WAR_GROUP_LINK_ALREADY_USED for a group already tracked. */
export async function createWarGroup(body: CreateWarGroup): Promise<WarGroup> {
  const answer = await appApi.post('/v1/war-bot/groups', body, { parse: (data) => groupAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateWarGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWarGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: warBotKeys.all }) });
}
