import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, keywordMessageSchema, type KeywordMessage, type UpdateKeywordMessage } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordMessageKeys } from './query-keys';

const messageAnswerSchema = dataSchema(keywordMessageSchema);

export interface UpdateKeywordMessageInput {
  id: number;
  changes: UpdateKeywordMessage;
}

/** PATCH /v1/keyword-message/{id} — only the fields that changed. */
export async function updateKeywordMessage({ id, changes }: UpdateKeywordMessageInput): Promise<KeywordMessage> {
  const answer = await appApi.patch(`/v1/keyword-message/${id}`, changes, { parse: (data) => messageAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateKeywordMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKeywordMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordMessageKeys.all }),
  });
}
