import * as z from 'zod/mini';
import { DATE_PRESETS } from '@backoffice/contract';
import { lenient } from '@/components/data-table/table-search';

const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * URL state of /war-bot: the date range (a preset, or from + to), the groups compared (`groups=3,7`;
 * the default choice when absent) and the group whose top members are shown (`top`).
 */
export const analysisSearchSchema = z.object({
  preset: lenient(z.enum(DATE_PRESETS)),
  from: lenient(dayString),
  to: lenient(dayString),
  groups: lenient(z.coerce.string().check(z.regex(/^\d{1,10}(,\d{1,10})*$/))),
  top: lenient(z.coerce.number().check(z.int(), z.positive())),
});
export type AnalysisSearch = z.output<typeof analysisSearchSchema>;
