import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, stalkerSchema, type Stalker } from '@backoffice/contract';
import { appApi } from '@/lib/http';

const stalkerPageSchema = pagedSchema(stalkerSchema);

/** Stalkers offered per search: enough to pick from, a search narrows the rest. */
export const STALKER_CHOICES_PER_PAGE = 50;

export type StalkerChoice = Pick<Stalker, 'id' | 'username' | 'tg_id' | 'status'>;

/** GET /v1/stalker/list — the stalkers a new stalker key can serve, by username or Telegram id. */
async function getStalkerChoices(search: string, signal?: AbortSignal): Promise<StalkerChoice[]> {
  const query = {
    per_page: STALKER_CHOICES_PER_PAGE,
    current_page: 1,
    username: 'asc' as const,
    ...(search && { search }),
  };
  const page = await appApi.get('/v1/stalker/list', { query, signal, parse: (body) => stalkerPageSchema.parse(body) });
  return page.data.data.map(({ id, username, tg_id, status }) => ({ id, username, tg_id, status }));
}

export function stalkerChoicesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['api-keys', 'stalker-choices', search] as const,
    queryFn: ({ signal }) => getStalkerChoices(search, signal),
  });
}
