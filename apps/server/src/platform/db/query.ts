import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Paged, SortDirection } from '@backoffice/contract';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains", the same on SQLite and PostgreSQL. */
export function containsIgnoreCase(column: Expression<unknown>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${likePattern(text)}) escape '\\'`;
}

export interface PageRequest {
  current_page: number;
  per_page: number;
}

/**
 * One page of a list plus its total. `filtered` holds only the list's filters on its main table, so
 * the total is counted without joins; `page` adds the joins, columns and order for the page's rows.
 */
export async function fetchPage<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, PO, T>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  page: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PDB, PTB, PO>,
  toItem: (row: PO) => T | Promise<T>,
): Promise<Paged<T>> {
  const countRow = await filtered
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  const total = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const rows = await page(filtered)
    .limit(request.per_page)
    .offset((request.current_page - 1) * request.per_page)
    .execute();
  return {
    data: {
      data: await Promise.all(rows.map(toItem)),
      total_item_count: total,
      total_page_count: Math.ceil(total / request.per_page),
    },
  };
}

/** The one `<field>=asc|desc` of a list query, or the default. */
export function sortOf<F extends string>(
  query: Partial<Record<F, SortDirection | undefined>>,
  fields: readonly F[],
  fallback: { field: F; direction: SortDirection },
): { field: F; direction: SortDirection } {
  for (const field of fields) {
    const direction = query[field];
    if (direction) return { field, direction };
  }
  return fallback;
}

/** Boolean columns are 0/1 on both databases. */
export const flag = (value: boolean): number => (value ? 1 : 0);
