import { sponsorSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** GET /v1/sponsor/list?client_id=… — one page of one client's sponsors. */
export const { get: getSponsors, queryOptions: getSponsorsQueryOptions } = serverList(
  appApi,
  '/v1/sponsor/list',
  sponsorSchema,
  sponsorKeys.sponsorList,
);
