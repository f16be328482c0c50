import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from './enums.js';
import { defineList } from './lists.js';

/**
 * Keyword Database and Sensitive Keyword constants without zod (see lists.ts): the console's URL state
 * of those lists imports them, and must not load the schemas with its first page.
 */
export const CATALOGUE_SORTABLE = ['display_name', 'member_count', 'created_at', 'updated_at'] as const;
export const SENSITIVE_KEYWORD_SORTABLE = ['keyword', 'created_at', 'updated_at'] as const;

export const CATALOGUE_LIST = defineList({
  search: ['display_name', 'link'],
  facets: { category: CATALOGUE_CATEGORIES, tier: TIERS, status: ACTIVE_STATUSES },
  sortable: CATALOGUE_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

export const SENSITIVE_KEYWORD_LIST = defineList({
  search: ['keyword'],
  facets: { status: ACTIVE_STATUSES },
  sortable: SENSITIVE_KEYWORD_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** A catalogue CSV import: at most 5 MB of file and 20,000 rows, checked by the console and the server. */
export const CATALOGUE_IMPORT = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  columns: ['link', 'category', 'display_name', 'tier', 'member_count', 'status'],
  /** Columns the header must name; the others may be left out, their values taking an added entry's defaults. */
  requiredColumns: ['link', 'category', 'display_name'],
  /** Rows shown in the preview; the import itself takes every row. */
  previewRows: 50,
} as const;

/** A bulk add of sensitive words: one a line, at most this many characters of text. */
export const SENSITIVE_KEYWORD_BULK_MAX_CHARS = 100_000;
