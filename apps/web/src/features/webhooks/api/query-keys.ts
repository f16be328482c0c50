import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the webhooks page: a change to an endpoint refreshes the list; the log is read per endpoint. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (params: ListParams) => [...webhookKeys.all, 'list', params] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};
