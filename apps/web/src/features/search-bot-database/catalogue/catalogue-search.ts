import type * as z from 'zod/mini';
import { CATALOGUE_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/keyword-database: the table's params plus the category, tier and status filters. */
export const catalogueSearchSchema = listSearchSchema(CATALOGUE_LIST);
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
