import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, warGroupSchema, type Paged, type WarGroup } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { warBotKeys } from './query-keys';

const groupPageSchema = pagedSchema(warGroupSchema);
/** The largest page the list answers: the analysis reads every tracked group, page by page. */
const CHOICES_PAGE_SIZE = 100;

/** GET /v1/war-bot/groups — one page of tracked groups. */
export function getWarGroups(params: ListParams, signal?: AbortSignal): Promise<Paged<WarGroup>> {
  return appApi.get('/v1/war-bot/groups', { query: params, signal, parse: (body) => groupPageSchema.parse(body) });
}

export function getWarGroupsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: warBotKeys.groupList(params),
    queryFn: ({ signal }) => getWarGroups(params, signal),
  });
}

/** Every tracked group, by title: the groups the analysis can compare. */
export async function getAllWarGroups(signal?: AbortSignal): Promise<WarGroup[]> {
  const groups: WarGroup[] = [];
  for (let page = 1; ; page++) {
    const answer = await getWarGroups({ per_page: CHOICES_PAGE_SIZE, current_page: page, title: 'asc' }, signal);
    groups.push(...answer.data.data);
    if (page >= answer.data.total_page_count) return groups;
  }
}

export function getWarGroupChoicesQueryOptions() {
  return queryOptions({ queryKey: warBotKeys.groupChoices(), queryFn: ({ signal }) => getAllWarGroups(signal) });
}
