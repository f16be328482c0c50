import type { ListParams } from '@/components/data-table/list-params';

export const keywordMessageKeys = {
  all: ['keyword-message'] as const,
  list: (params: ListParams) => [...keywordMessageKeys.all, 'list', params] as const,
};
