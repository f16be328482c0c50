import { describe, expect, it } from 'vitest';
import type { AdsKeyword } from '@backoffice/contract';
import { filterLoadedKeywords } from './filter-keywords';

const row = (id: number, keyword: string): AdsKeyword => ({ id, keyword, info_updated_at: null, created_at: '', created_by: null, updated_at: '' });
const rows = [row(1, 'Crypto News'), row(2, 'crypto'), row(3, '电影'), row(4, 'VPN')];

describe('filterLoadedKeywords', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(filterLoadedKeywords(rows, undefined)).toHaveLength(4);
    expect(filterLoadedKeywords(rows, '   ')).toHaveLength(4);
  });

  it('matches "contains" without regard to case, Chinese included', () => {
    expect(filterLoadedKeywords(rows, 'CRYPTO').map((keyword) => keyword.id)).toEqual([1, 2]);
    expect(filterLoadedKeywords(rows, ' news ').map((keyword) => keyword.id)).toEqual([1]);
    expect(filterLoadedKeywords(rows, '电').map((keyword) => keyword.id)).toEqual([3]);
    expect(filterLoadedKeywords(rows, 'zzz')).toEqual([]);
  });
});
