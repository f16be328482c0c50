import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of Bot Analytics: everything here is read-only, refreshed by refetching. */
export const botAnalyticsKeys = {
  all: ['bot-analytics'] as const,
  bots: () => [...botAnalyticsKeys.all, 'bots'] as const,
  overview: (from: string, to: string, botId: number | undefined) =>
    [...botAnalyticsKeys.all, 'overview', from, to, botId ?? null] as const,
  subscriptions: (params: ListParams) => [...botAnalyticsKeys.all, 'subscriptions', params] as const,
  chatRecords: (params: ListParams) => [...botAnalyticsKeys.all, 'chat-records', params] as const,
  conversation: (botId: number, tgId: string) => [...botAnalyticsKeys.all, 'conversation', botId, tgId] as const,
};
