import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the API keys page: creating or revoking a key refreshes the list. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (params: ListParams) => [...apiKeyKeys.all, 'list', params] as const,
};
