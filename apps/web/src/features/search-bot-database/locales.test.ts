import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from '@backoffice/contract';
import enUS from '@/locales/en-US/searchBotDatabase.json';
import zhCN from '@/locales/zh-CN/searchBotDatabase.json';
import { translationKeys } from '@/components/translation-keys';

describe('searchBotDatabase translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every category, tier and status of the contract', () => {
    expect(Object.keys(enUS.category).sort()).toEqual([...CATALOGUE_CATEGORIES].sort());
    expect(Object.keys(enUS.tier).sort()).toEqual([...TIERS].sort());
    expect(Object.keys(enUS.status).sort()).toEqual([...ACTIVE_STATUSES].sort());
  });
});
