import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkSensitiveKeywordResultSchema, type BulkSensitiveKeywordResult } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** POST /v1/sensitive-keyword/bulk — many words, one a line; answers what was added and what was left out. */
export async function bulkAddSensitiveKeywords(text: string): Promise<BulkSensitiveKeywordResult> {
  const answer = await appApi.post(
    '/v1/sensitive-keyword/bulk',
    { text },
    { parse: (data) => bulkSensitiveKeywordResultSchema.parse(data) },
  );
  return answer.data;
}

export function useBulkAddSensitiveKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAddSensitiveKeywords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.sensitiveKeywords }),
  });
}
