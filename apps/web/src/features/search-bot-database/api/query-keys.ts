import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the section: a change to an entry refreshes its list, detail and history together. */
export const searchBotDatabaseKeys = {
  catalogue: ['search-bot-database', 'catalogue'] as const,
  catalogueList: (params: ListParams) => [...searchBotDatabaseKeys.catalogue, 'list', params] as const,
  catalogueEntry: (id: number) => [...searchBotDatabaseKeys.catalogue, 'entry', id] as const,
  catalogueHistory: (id: number, page: number) =>
    [...searchBotDatabaseKeys.catalogue, 'entry', id, 'history', page] as const,
  sensitiveKeywords: ['search-bot-database', 'sensitive-keywords'] as const,
  sensitiveKeywordList: (params: ListParams) => [...searchBotDatabaseKeys.sensitiveKeywords, 'list', params] as const,
};
