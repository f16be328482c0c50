import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/keyword.json';
import zhCN from '@/locales/zh-CN/keyword.json';
import { keywordSearchSchema, withSearchKeyword } from './keyword-search';
import { keywordTypeFor } from './keyword-type';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('/keyword/{type}', () => {
  it('opens the type the user holds, sends any other value to forward, and a one-type user to their type', () => {
    expect(keywordTypeFor('forward', ['ALL'])).toBe('forward');
    expect(keywordTypeFor('restrict', ['KEYWORD_RESTRICT'])).toBe('restrict');
    expect(keywordTypeFor('other', ['KEYWORD_FORWARD'])).toBe('forward');
    expect(keywordTypeFor('forward', ['KEYWORD_RESTRICT'])).toBe('restrict');
    expect(keywordTypeFor('other', ['KEYWORD_RESTRICT'])).toBe('restrict');
    expect(keywordTypeFor('restrict', ['KEYWORD_FORWARD'])).toBe('forward');
    expect(keywordTypeFor('forward', ['KEYWORD_MESSAGE'])).toBe('forbidden');
  });

  it('turns ?searchKeyword= into the table search, unless a search is already set', () => {
    const parse = (query: Record<string, unknown>) => withSearchKeyword(keywordSearchSchema.parse(query));
    expect(parse({ searchKeyword: ' crypto ' })).toEqual({ search: 'crypto' });
    expect(parse({ searchKeyword: 'crypto', search: 'movies', page: '2' })).toMatchObject({
      search: 'movies',
      page: 2,
    });
    expect(parse({ searchKeyword: 'crypto', search: 'movies' })).not.toHaveProperty('searchKeyword');
    expect(parse({ status: 'Paused', sort: 'nope' })).toEqual({});
    expect(parse({ status: 'Inactive', sort: 'price', order: 'desc' })).toEqual({
      status: 'Inactive',
      sort: 'price',
      order: 'desc',
    });
  });
});

describe('keyword translations', () => {
  it('have the same keys in both languages and name every status', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
    expect(Object.keys(enUS.status).sort()).toEqual([...ACTIVE_STATUSES].sort());
  });
});
