import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toListParams } from './list-params';
import { tableSearchSchema } from './table-search';

const schema = tableSearchSchema(['email', 'created_at'], {
  status: z.enum(['Active', 'Inactive']).optional().catch(undefined),
});

describe('toListParams', () => {
  it('asks for the first page of ten by default', () => {
    expect(toListParams({})).toEqual({ per_page: 10, current_page: 1 });
  });

  it('turns the URL state into the API query', () => {
    const params = toListParams(
      { page: 3, size: 20, sort: 'email', order: 'desc', search: '  alice ', status: 'Active', preset: 'today' },
      { filterKeys: ['status'] },
      new Date(2024, 4, 15, 12),
    );
    expect(params).toMatchObject({
      per_page: 20,
      current_page: 3,
      email: 'desc',
      search: 'alice',
      status: 'Active',
      created_from: new Date(2024, 4, 15).toISOString(),
      created_to: new Date(2024, 4, 15, 23, 59, 59, 999).toISOString(),
    });
  });

  it('names the date bounds as the list asks', () => {
    const params = toListParams({ from: '2024-01-01', to: '2024-01-02' }, { dateParams: { from: 'start', to: 'end' } });
    expect(Object.keys(params)).toEqual(['per_page', 'current_page', 'start', 'end']);
  });
});

describe('tableSearchSchema', () => {
  it('keeps valid params', () => {
    expect(schema.parse({ page: 2, size: 50, sort: 'email', order: 'asc', search: 'x', status: 'Inactive' })).toEqual({
      page: 2,
      size: 50,
      sort: 'email',
      order: 'asc',
      search: 'x',
      status: 'Inactive',
    });
  });

  it('drops what a hand-edited address gets wrong instead of failing', () => {
    const parsed = schema.parse({
      page: 0,
      size: 15,
      sort: 'password',
      order: 'up',
      status: 'Gone',
      preset: 'someday',
      from: 'May 1',
    });
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
  });

  it('reads a numeric search as text', () => {
    expect(schema.parse({ search: 123 }).search).toBe('123');
  });
});
