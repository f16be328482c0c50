import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adsKeywordSchema, dataSchema, type AdsKeyword, type CreateAdsKeyword } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { adsKeywordKeys } from './query-keys';

const keywordAnswerSchema = dataSchema(adsKeywordSchema);

/** POST /v1/ads-keyword {keyword} */
export async function createAdsKeyword(body: CreateAdsKeyword): Promise<AdsKeyword> {
  const answer = await appApi.post('/v1/ads-keyword', body, { parse: (data) => keywordAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateAdsKeyword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdsKeyword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeywordKeys.keywords }) });
}
