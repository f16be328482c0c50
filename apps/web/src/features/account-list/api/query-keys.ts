import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the Account List: an edit refreshes the list and the user's detail together. */
export const accountListKeys = {
  all: ['account-list'] as const,
  list: (params: ListParams) => [...accountListKeys.all, 'list', params] as const,
  detail: (id: number) => [...accountListKeys.all, 'detail', id] as const,
};
