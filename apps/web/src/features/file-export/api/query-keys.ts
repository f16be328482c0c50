import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of File Export: starting, finishing or deleting an export refreshes the whole branch. */
export const exportKeys = {
  all: ['file-export'] as const,
  list: (params: ListParams) => [...exportKeys.all, 'list', params] as const,
  detail: (id: number) => [...exportKeys.all, 'detail', id] as const,
};
