import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pagedSchema,
  stalkerGroupsSchema,
  warGroupSchema,
  type StalkerGroups,
  type StalkerGroupsInput,
  type WarGroup,
} from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

const warGroupPageSchema = pagedSchema(warGroupSchema);
/** The picker shows one page of the largest size the list allows; search narrows it. */
const CANDIDATES_PER_PAGE = 100;

/** GET /v1/stalker/{id}/groups — the war groups the stalker watches, with its capacity. */
export function stalkerGroupsQueryOptions(id: number) {
  return queryOptions({
    queryKey: stalkerKeys.groups(id),
    queryFn: async ({ signal }): Promise<StalkerGroups> =>
      (await appApi.get(`/v1/stalker/${id}/groups`, { signal, parse: (body) => stalkerGroupsSchema.parse(body) })).data,
  });
}

/** GET /v1/war-bot/groups — tracked groups to choose from (needs the War Bot permission). */
export function groupCandidatesQueryOptions(search: string, enabled: boolean) {
  return queryOptions({
    queryKey: stalkerKeys.candidates(search),
    enabled,
    queryFn: async ({ signal }): Promise<WarGroup[]> => {
      const query = { per_page: CANDIDATES_PER_PAGE, current_page: 1, title: 'asc', ...(search && { search }) };
      const page = await appApi.get('/v1/war-bot/groups', {
        query,
        signal,
        parse: (body) => warGroupPageSchema.parse(body),
      });
      return page.data.data;
    },
  });
}

/** PUT /v1/stalker/{id}/groups; 409 STALKER_CAPACITY_EXCEEDED, or GROUP_ALREADY_ASSIGNED without `reassign`. */
export function useReplaceStalkerGroups(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StalkerGroupsInput): Promise<StalkerGroups> =>
      (await appApi.put(`/v1/stalker/${id}/groups`, body, { parse: (data) => stalkerGroupsSchema.parse(data) })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stalkerKeys.all }),
  });
}
