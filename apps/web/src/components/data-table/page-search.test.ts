import { describe, expect, it } from 'vitest';
import { searchLoadedPage } from './page-search';

interface Keyword {
  id: number;
  keyword: string;
}

const rows: Keyword[] = [
  { id: 1, keyword: 'Crypto News' },
  { id: 2, keyword: 'crypto' },
  { id: 3, keyword: '电影' },
  { id: 4, keyword: 'VPN' },
];
const search = (text: string | undefined) => searchLoadedPage(rows, text, (row) => row.keyword).map((row) => row.id);

describe('searchLoadedPage', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(search(undefined)).toEqual([1, 2, 3, 4]);
    expect(search('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches "contains" without regard to case, Chinese included', () => {
    expect(search('CRYPTO')).toEqual([1, 2]);
    expect(search(' news ')).toEqual([1]);
    expect(search('电')).toEqual([3]);
    expect(search('zzz')).toEqual([]);
  });
});
