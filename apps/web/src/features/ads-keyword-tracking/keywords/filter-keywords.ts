import type { AdsKeyword } from "@backoffice/contract";

/** The search is a case-insensitive "contains" over the rows already loaded, not a server query. */
export function filterLoadedKeywords(
  keywords: readonly AdsKeyword[],
  search: string | undefined,
): AdsKeyword[] {
  const text = search?.trim().toLowerCase() ?? "";
  if (!text) return [...keywords];
  return keywords.filter((keyword) =>
    keyword.keyword.toLowerCase().includes(text),
  );
}
