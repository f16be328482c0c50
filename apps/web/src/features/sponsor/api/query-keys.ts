import type { ListParams } from '@/components/data-table/list-params';

/**
 * Query keys of the section. Clients and sponsors share one branch: a sponsor added or deleted changes
 * its client's total, and deleting a client deletes its sponsors, so a mutation invalidates the branch.
 */
export const sponsorKeys = {
  all: ['sponsor'] as const,
  clientList: (params: ListParams) => [...sponsorKeys.all, 'clients', 'list', params] as const,
  client: (id: number) => [...sponsorKeys.all, 'clients', id] as const,
  sponsorList: (params: ListParams) => [...sponsorKeys.all, 'sponsors', 'list', params] as const,
  sponsor: (id: number) => [...sponsorKeys.all, 'sponsors', id] as const,
  stats: (id: number, from: string, to: string) => [...sponsorKeys.all, 'sponsors', id, 'stats', from, to] as const,
};
