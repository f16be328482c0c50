import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema, dataSchema, type ApiKey } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { apiKeyKeys } from './query-keys';

const apiKeyAnswerSchema = dataSchema(apiKeySchema);

/** POST /v1/api-keys/{id}/revoke: the key stops working at once. */
export async function revokeApiKey(id: number): Promise<ApiKey> {
  const answer = await appApi.post(`/v1/api-keys/${id}/revoke`, undefined, {
    parse: (data) => apiKeyAnswerSchema.parse(data),
  });
  return answer.data;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** POST /v1/api-keys/bulk-revoke — the selected keys stop working at once, all or none. */
export function useBulkRevokeApiKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => appApi.post('/v1/api-keys/bulk-revoke', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
