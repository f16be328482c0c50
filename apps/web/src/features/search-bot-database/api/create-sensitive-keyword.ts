import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sensitiveKeywordSchema, type CreateSensitiveKeyword, type SensitiveKeyword } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(sensitiveKeywordSchema);

/** POST /v1/sensitive-keyword */
export async function createSensitiveKeyword(body: CreateSensitiveKeyword): Promise<SensitiveKeyword> {
  const answer = await appApi.post('/v1/sensitive-keyword', body, { parse: (data) => keywordAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateSensitiveKeyword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSensitiveKeyword, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.sensitiveKeywords }) });
}
