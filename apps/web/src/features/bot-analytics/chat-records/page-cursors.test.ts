import { describe, expect, it } from 'vitest';
import { PageCursors } from './page-cursors';

const list = { per_page: 10, search: '电影', direction: 'Inbound' };

describe('page cursors', () => {
  it('asks for the first page, and a page without a shown neighbour, by number', () => {
    const cursors = new PageCursors();
    expect(cursors.requestFor({ ...list, current_page: 1 })).toEqual({ ...list, current_page: 1 });
    expect(cursors.requestFor({ ...list, current_page: 7 })).toEqual({ ...list, current_page: 7 });
  });

  it('asks for the page after a shown one by its next cursor, and the page before by its previous cursor', () => {
    const cursors = new PageCursors();
    cursors.remember({ ...list, current_page: 4 }, { prev_cursor: 'before-4', next_cursor: 'after-4' });
    expect(cursors.requestFor({ ...list, current_page: 5 })).toEqual({ ...list, cursor: 'after-4' });
    expect(cursors.requestFor({ ...list, current_page: 3 })).toEqual({ ...list, cursor: 'before-4' });
    expect(cursors.requestFor({ ...list, current_page: 4 })).toEqual({ ...list, current_page: 4 });
  });

  it('keeps lists apart: other filters or another page size start again from page numbers', () => {
    const cursors = new PageCursors();
    cursors.remember({ ...list, current_page: 1 }, { prev_cursor: null, next_cursor: 'after-1' });
    expect(cursors.requestFor({ ...list, per_page: 20, current_page: 2 })).toEqual({
      ...list,
      per_page: 20,
      current_page: 2,
    });
    expect(cursors.requestFor({ ...list, direction: 'Outbound', current_page: 2 })).toEqual({
      ...list,
      direction: 'Outbound',
      current_page: 2,
    });
    expect(cursors.requestFor({ direction: 'Inbound', search: '电影', current_page: 2, per_page: 10 })).toEqual({
      ...list,
      cursor: 'after-1',
    });
  });

  it('uses no cursor at the ends of a list', () => {
    const cursors = new PageCursors();
    cursors.remember({ ...list, current_page: 9 }, { prev_cursor: 'before-9', next_cursor: null });
    expect(cursors.requestFor({ ...list, current_page: 10 })).toEqual({ ...list, current_page: 10 });
  });
});
