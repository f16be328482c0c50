import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '@backoffice/contract';
import { matchEntries } from './decide.js';
import { catalogueOf } from './rules.js';

let nextId = 0;
const entry = (display_name: string): SearchEntry => ({
  id: (nextId += 1),
  link: `https://t.me/e${nextId}`,
  display_name,
  category: 'Group',
  tier: 'Public',
  member_count: 0,
});

describe('catalogue matching', () => {
  it('finds names containing the text, any case, in catalogue order, at most the limit', () => {
    const entries = [
      entry('Crypto News'),
      entry('Weather'),
      entry('crypto deals'),
      entry('CRYPTO'),
      entry('Cryptocurrency'),
    ];
    const catalogue = catalogueOf(entries);
    expect(matchEntries(catalogue, 'crypto').map((found) => found.display_name)).toEqual([
      'Crypto News',
      'crypto deals',
      'CRYPTO',
      'Cryptocurrency',
    ]);
    expect(matchEntries(catalogue, 'crypto', 2).map((found) => found.display_name)).toEqual([
      'Crypto News',
      'crypto deals',
    ]);
    expect(matchEntries(catalogue, 'weather')).toEqual([entries[1]]);
    expect(matchEntries(catalogue, 'nothing here')).toEqual([]);
    expect(matchEntries(catalogueOf([]), 'crypto')).toEqual([]);
  });

  it('counts an entry once however often the text appears in its name, and never matches across two names', () => {
    const catalogue = catalogueOf([entry('news news news'), entry('abc'), entry('def')]);
    expect(matchEntries(catalogue, 'news')).toHaveLength(1);
    expect(matchEntries(catalogue, 'cd')).toEqual([]);
    expect(matchEntries(catalogue, 'c\u0000d')).toEqual([]);
  });

  it('keeps positions right when lower-casing changes a name’s length', () => {
    // 'İ' lower-cases to two code units: the names after it must still be found where they are.
    const catalogue = catalogueOf([entry('İstanbul Chat'), entry('Berlin Chat'), entry('电影 Movies')]);
    expect(matchEntries(catalogue, 'berlin').map((found) => found.display_name)).toEqual(['Berlin Chat']);
    expect(matchEntries(catalogue, 'chat').map((found) => found.display_name)).toEqual([
      'İstanbul Chat',
      'Berlin Chat',
    ]);
    expect(matchEntries(catalogue, '电影').map((found) => found.display_name)).toEqual(['电影 Movies']);
  });
});
