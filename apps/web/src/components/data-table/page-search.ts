/**
 * The search of a list whose API does not search: the box filters the rows of the page already loaded,
 * and the search is never sent.
 */
export interface PageSearch<TData> {
  /** The text of a row that the search looks in. */
  textOf: (row: TData) => string;
  /** Words the page that loaded rows and matched none ("No keyword on this page matches …"). */
  noMatch: (text: string) => string;
}

/** A case-insensitive "contains" over the rows already loaded; a blank search keeps them all. */
export function searchLoadedPage<TData>(
  rows: readonly TData[],
  search: string | undefined,
  textOf: (row: TData) => string,
): TData[] {
  const text = search?.trim().toLowerCase() ?? '';
  if (!text) return [...rows];
  return rows.filter((row) => textOf(row).toLowerCase().includes(text));
}
