import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, keywordSchema, type CreateKeyword, type Keyword, type KeywordType } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(keywordSchema);

/** POST /v1/keyword/{type} — 409 QUEUE_NUMBER_ALREADY_USED when a live keyword of the type holds the number. */
export async function createKeyword(type: KeywordType, body: CreateKeyword): Promise<Keyword> {
  const answer = await appApi.post(`/v1/keyword/${type}`, body, { parse: (data) => keywordAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateKeyword(type: KeywordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKeyword) => createKeyword(type, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordKeys.type(type) }),
  });
}
