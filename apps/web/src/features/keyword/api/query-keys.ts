import type { KeywordType } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the section: one branch per keyword type, so a change to forward leaves restrict cached. */
export const keywordKeys = {
  type: (type: KeywordType) => ['keyword', type] as const,
  list: (type: KeywordType, params: ListParams) => [...keywordKeys.type(type), 'list', params] as const,
};
