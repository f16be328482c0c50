import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, warGroupSchema, type UpdateWarGroup, type WarGroup } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { warBotKeys } from './query-keys';

const groupAnswerSchema = dataSchema(warGroupSchema);

export interface UpdateWarGroupInput {
  id: number;
  changes: UpdateWarGroup;
}

/** PATCH /v1/war-bot/groups/{id} */
export async function updateWarGroup({ id, changes }: UpdateWarGroupInput): Promise<WarGroup> {
  const answer = await appApi.patch(`/v1/war-bot/groups/${id}`, changes, { parse: (data) => groupAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateWarGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWarGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: warBotKeys.all }) });
}
