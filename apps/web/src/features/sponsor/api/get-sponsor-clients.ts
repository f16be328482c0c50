import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, sponsorClientSchema, type Paged, type SponsorClient } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const clientPageSchema = pagedSchema(sponsorClientSchema);

/** GET /v1/sponsor-client/list — one page of clients. */
export function getSponsorClients(params: ListParams, signal?: AbortSignal): Promise<Paged<SponsorClient>> {
  return appApi.get('/v1/sponsor-client/list', { query: params, signal, parse: (body) => clientPageSchema.parse(body) });
}

export function getSponsorClientsQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: sponsorKeys.clientList(params), queryFn: ({ signal }) => getSponsorClients(params, signal) });
}
