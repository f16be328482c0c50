import type { ListParams } from '@/components/data-table/list-params';

interface PageEnds {
  /** The answer's prev_cursor: the page before this one. */
  prev: string | null;
  /** The answer's next_cursor: the page after this one. */
  next: string | null;
}

/** The list a request belongs to: everything but the page number. */
function listKey(params: ListParams): string {
  const { current_page: _page, ...rest } = params;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function pageOf(params: ListParams): number {
  const page = Number(params.current_page ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Remembers the keyset cursors around the pages a chat-record table has shown, per list (filters,
 * search, page size), so the next and previous pages are asked for by cursor: a keyset read costs
 * the server one page whatever the depth, where an offset costs every row before it.
 *
 * Page 1 is always asked for by number (it must show what arrived meanwhile), and so is a page
 * with no shown neighbour: a jump to the last page, or a link to page n.
 */
export class PageCursors {
  private readonly lists = new Map<string, Map<number, PageEnds>>();

  /** The query for these params: the same params, or the list's params with a cursor. */
  requestFor(params: ListParams): ListParams {
    const page = pageOf(params);
    if (page === 1) return params;
    const pages = this.lists.get(listKey(params));
    const { current_page: _page, ...list } = params;
    const afterPrevious = pages?.get(page - 1)?.next;
    if (afterPrevious) return { ...list, cursor: afterPrevious };
    const beforeNext = pages?.get(page + 1)?.prev;
    if (beforeNext) return { ...list, cursor: beforeNext };
    return params;
  }

  /** Notes the cursors of the page these params asked for. */
  remember(params: ListParams, answer: { prev_cursor: string | null; next_cursor: string | null }): void {
    const key = listKey(params);
    let pages = this.lists.get(key);
    if (!pages) {
      pages = new Map();
      this.lists.set(key, pages);
    }
    pages.set(pageOf(params), { prev: answer.prev_cursor, next: answer.next_cursor });
  }
}
