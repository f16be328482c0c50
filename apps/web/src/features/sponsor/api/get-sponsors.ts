import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, sponsorSchema, type Paged, type Sponsor } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const sponsorPageSchema = pagedSchema(sponsorSchema);

/** GET /v1/sponsor/list?client_id=… — one page of one client's sponsors. */
export function getSponsors(params: ListParams, signal?: AbortSignal): Promise<Paged<Sponsor>> {
  return appApi.get('/v1/sponsor/list', { query: params, signal, parse: (body) => sponsorPageSchema.parse(body) });
}

export function getSponsorsQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: sponsorKeys.sponsorList(params), queryFn: ({ signal }) => getSponsors(params, signal) });
}
