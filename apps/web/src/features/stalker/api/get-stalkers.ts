import { stalkerSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

/** GET /v1/stalker/list — one page of stalkers, session strings masked. */
export const { get: getStalkers, queryOptions: getStalkersQueryOptions } = serverList(
  appApi,
  '/v1/stalker/list',
  stalkerSchema,
  stalkerKeys.list,
);
