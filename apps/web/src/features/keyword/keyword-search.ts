import * as z from 'zod/mini';
import { KEYWORD_LIST } from '@backoffice/contract';
import { lenient, listSearchSchema } from '@/components/data-table/table-search';

/**
 * URL state of /keyword/{type}: the table's params, the status filter, and `searchKeyword`, the
 * product's link parameter that opens the list already searched for a keyword.
 */
export const keywordSearchSchema = listSearchSchema(KEYWORD_LIST, {
  searchKeyword: lenient(z.coerce.string().check(z.maxLength(200))),
});
export type KeywordSearch = z.output<typeof keywordSearchSchema>;

/**
 * `?searchKeyword=x` fills the search box: it becomes the table's `search` (unless one is already set)
 * and is dropped, so the next change of the table writes `search` only.
 */
export function withSearchKeyword(search: KeywordSearch): KeywordSearch {
  const { searchKeyword, ...rest } = search;
  if (searchKeyword === undefined || searchKeyword.trim() === '' || rest.search !== undefined) return rest;
  return { ...rest, search: searchKeyword.trim() };
}
