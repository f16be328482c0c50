import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveStatus, KeywordType } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

/** POST /v1/keyword/{type}/bulk-status — the selected keywords Active or Inactive, all or none. */
export function useBulkKeywordStatus(type: KeywordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: readonly number[]; status: ActiveStatus }) =>
      appApi.post(`/v1/keyword/${type}/bulk-status`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordKeys.type(type) }),
  });
}
