import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, stalkerSchema, type Stalker, type UpdateStalker } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

const stalkerAnswerSchema = dataSchema(stalkerSchema);

export interface UpdateStalkerInput {
  id: number;
  changes: UpdateStalker;
}

/** PATCH /v1/stalker/{id}; a session string given replaces the stored one, none keeps it. */
export async function updateStalker({ id, changes }: UpdateStalkerInput): Promise<Stalker> {
  const answer = await appApi.patch(`/v1/stalker/${id}`, changes, { parse: (data) => stalkerAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateStalker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStalker, onSuccess: () => queryClient.invalidateQueries({ queryKey: stalkerKeys.all }) });
}
