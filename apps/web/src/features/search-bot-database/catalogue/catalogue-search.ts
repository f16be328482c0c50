import * as z from 'zod/mini';
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, CATALOGUE_SORTABLE, TIERS } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/keyword-database: the table's params plus the category, tier and status filters. */
export const catalogueSearchSchema = tableSearchSchema(CATALOGUE_SORTABLE, {
  category: lenient(z.enum(CATALOGUE_CATEGORIES)),
  tier: lenient(z.enum(TIERS)),
  status: lenient(z.enum(ACTIVE_STATUSES)),
});
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
