import { sponsorClientSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** GET /v1/sponsor-client/list — one page of clients. */
export const { get: getSponsorClients, queryOptions: getSponsorClientsQueryOptions } = serverList(
  appApi,
  '/v1/sponsor-client/list',
  sponsorClientSchema,
  sponsorKeys.clientList,
);
