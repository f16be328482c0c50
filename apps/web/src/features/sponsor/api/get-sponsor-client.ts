import { sponsorClientSchema } from '@backoffice/contract';
import { serverRecord } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** GET /v1/sponsor-client/{id} */
export const { get: getSponsorClient, queryOptions: getSponsorClientQueryOptions } = serverRecord(
  appApi,
  '/v1/sponsor-client',
  sponsorClientSchema,
  sponsorKeys.client,
);
