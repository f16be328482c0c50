import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, keywordSchema, type Keyword, type KeywordType, type UpdateKeyword } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(keywordSchema);

export interface UpdateKeywordInput {
  id: number;
  changes: UpdateKeyword;
}

/** PATCH /v1/keyword/{type}/{id} — only the fields that changed. */
export async function updateKeyword(type: KeywordType, { id, changes }: UpdateKeywordInput): Promise<Keyword> {
  const answer = await appApi.patch(`/v1/keyword/${type}/${id}`, changes, { parse: (data) => keywordAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateKeyword(type: KeywordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateKeywordInput) => updateKeyword(type, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordKeys.type(type) }),
  });
}
