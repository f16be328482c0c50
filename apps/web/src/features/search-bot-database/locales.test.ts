import { describe, it } from 'vitest';
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from '@backoffice/contract';
import enUS from '@/locales/en-US/searchBotDatabase.json';
import zhCN from '@/locales/zh-CN/searchBotDatabase.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('searchBotDatabase translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every category, tier and status of the contract', () =>
    expectToName([enUS], { category: CATALOGUE_CATEGORIES, tier: TIERS, status: ACTIVE_STATUSES }));
});
