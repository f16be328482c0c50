import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, keywordMessageSchema, type CreateKeywordMessage, type KeywordMessage } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordMessageKeys } from './query-keys';

const messageAnswerSchema = dataSchema(keywordMessageSchema);

/** POST /v1/keyword-message — 409 KEYWORD_MESSAGE_ALREADY_EXISTS when the keyword has a live message. */
export async function createKeywordMessage(body: CreateKeywordMessage): Promise<KeywordMessage> {
  const answer = await appApi.post('/v1/keyword-message', body, { parse: (data) => messageAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateKeywordMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKeywordMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordMessageKeys.all }),
  });
}
