import type { TFunction } from 'i18next';
import type { Bot } from '@backoffice/contract';
import type { FacetedFilterDef } from '@/components/data-table/types';

/** The bot filter of the section's tables: one bot at a time, by id. */
export function botFilter(t: TFunction<'botAnalytics'>, bots: readonly Bot[] | undefined): FacetedFilterDef {
  return {
    id: 'bot_id',
    title: t('filters.bot'),
    options: (bots ?? []).map((bot) => ({ value: bot.id, label: `@${bot.username}` })),
  };
}
