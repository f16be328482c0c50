import * as z from 'zod/mini';
import { SPONSOR_SORTABLE, SPONSOR_STATUSES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/sponsor/{id}: the table's params plus the Active/Expired filter. */
export const sponsorSearchSchema = tableSearchSchema(SPONSOR_SORTABLE, {
  status: lenient(z.enum(SPONSOR_STATUSES)),
});
export type SponsorSearch = z.output<typeof sponsorSearchSchema>;
