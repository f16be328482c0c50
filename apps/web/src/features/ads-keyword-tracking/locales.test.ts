import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US/adsKeywordTracking.json';
import zhCN from '@/locales/zh-CN/adsKeywordTracking.json';
import { expectSameKeys } from '@/components/translation-keys';

describe('adsKeywordTracking translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('carry the product wording of the failures', () => {
    expect(enUS.add.failed).toMatch(/^Add keyword failed/);
    expect(enUS.delete.failed).toMatch(/^Delete keyword failed/);
    expect(enUS.remarks.failed).toMatch(/^Update keyword slot failed/);
    expect(enUS.list.fetchFailed).toBe('Failed to fetch ads keyword list');
  });
});
