import * as z from 'zod/mini';
import { DATE_PRESETS } from '@backoffice/contract';
import { lenient } from '@/components/data-table/table-search';

const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** URL state of /bot: the date range (a preset, or from + to) and the bot shown (all when absent). */
export const overviewSearchSchema = z.object({
  preset: lenient(z.enum(DATE_PRESETS)),
  from: lenient(dayString),
  to: lenient(dayString),
  bot_id: lenient(z.coerce.number().check(z.int(), z.positive())),
});
export type OverviewSearch = z.output<typeof overviewSearchSchema>;
