import type { ListParams } from '@/components/data-table/list-params';

/**
 * Query keys of the section. One branch: assigning groups changes a stalker's count in the list, so
 * every stalker mutation invalidates the whole branch.
 */
export const stalkerKeys = {
  all: ['stalker'] as const,
  list: (params: ListParams) => [...stalkerKeys.all, 'list', params] as const,
  groups: (id: number) => [...stalkerKeys.all, id, 'groups'] as const,
  /** The War Bot's tracked groups offered in the assignment picker. */
  candidates: (search: string) => [...stalkerKeys.all, 'candidates', search] as const,
};
