import { catalogueEntrySchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** GET /v1/catalogue/list — one page of the keyword database. */
export const { get: getCatalogue, queryOptions: getCatalogueQueryOptions } = serverList(
  appApi,
  '/v1/catalogue/list',
  catalogueEntrySchema,
  searchBotDatabaseKeys.catalogueList,
);
