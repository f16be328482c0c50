import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type CreateApiKey, type CreatedApiKey } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { apiKeyKeys } from './query-keys';

/** POST /v1/api-keys → the new key, whole, this once. */
export async function createApiKey(body: CreateApiKey): Promise<CreatedApiKey> {
  const answer = await appApi.post('/v1/api-keys', body, { parse: (data) => createdApiKeySchema.parse(data) });
  return answer.data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
