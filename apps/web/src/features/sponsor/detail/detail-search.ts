import * as z from 'zod/mini';
import { DATE_PRESETS } from '@backoffice/contract';
import { lenient } from '@/components/data-table/table-search';

const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** URL state of /database/detail-sponsor: which sponsor, and the chart's date range (preset or from + to). */
export const detailSearchSchema = z.object({
  sponsorId: lenient(z.coerce.number().check(z.int(), z.positive())),
  preset: lenient(z.enum(DATE_PRESETS)),
  from: lenient(dayString),
  to: lenient(dayString),
});
export type DetailSearch = z.output<typeof detailSearchSchema>;
