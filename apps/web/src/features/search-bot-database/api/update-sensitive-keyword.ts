import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sensitiveKeywordSchema, type SensitiveKeyword, type UpdateSensitiveKeyword } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(sensitiveKeywordSchema);

export interface UpdateSensitiveKeywordInput {
  id: number;
  changes: UpdateSensitiveKeyword;
}

/** PATCH /v1/sensitive-keyword/{id} */
export async function updateSensitiveKeyword({ id, changes }: UpdateSensitiveKeywordInput): Promise<SensitiveKeyword> {
  const answer = await appApi.patch(`/v1/sensitive-keyword/${id}`, changes, { parse: (data) => keywordAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateSensitiveKeyword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSensitiveKeyword, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.sensitiveKeywords }) });
}
