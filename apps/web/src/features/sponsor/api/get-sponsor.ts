import { sponsorSchema } from '@backoffice/contract';
import { serverRecord } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** GET /v1/sponsor/{id} */
export const { get: getSponsor, queryOptions: getSponsorQueryOptions } = serverRecord(
  appApi,
  '/v1/sponsor',
  sponsorSchema,
  sponsorKeys.sponsor,
);
