import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, keywordSchema, type ActiveStatus, type Keyword, type KeywordType } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(keywordSchema);

export interface KeywordStatusInput {
  id: number;
  status: ActiveStatus;
}

/** PATCH /v1/keyword/{type}/{id}/status — the list's Active/Inactive switch. */
export async function updateKeywordStatus(type: KeywordType, { id, status }: KeywordStatusInput): Promise<Keyword> {
  const answer = await appApi.patch(
    `/v1/keyword/${type}/${id}/status`,
    { status },
    { parse: (data) => keywordAnswerSchema.parse(data) },
  );
  return answer.data;
}

export function useUpdateKeywordStatus(type: KeywordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KeywordStatusInput) => updateKeywordStatus(type, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordKeys.type(type) }),
  });
}
