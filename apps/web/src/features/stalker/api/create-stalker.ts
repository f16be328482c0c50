import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, stalkerSchema, type CreateStalker, type Stalker } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

const stalkerAnswerSchema = dataSchema(stalkerSchema);

/** POST /v1/stalker; 400 STALKER_SESSION_STRING_INVALID, 409 STALKER_ALREADY_EXISTS. */
export async function createStalker(body: CreateStalker): Promise<Stalker> {
  const answer = await appApi.post('/v1/stalker', body, { parse: (data) => stalkerAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateStalker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStalker, onSuccess: () => queryClient.invalidateQueries({ queryKey: stalkerKeys.all }) });
}
