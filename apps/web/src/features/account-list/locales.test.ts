import { describe, it } from 'vitest';
import { ACTIVE_STATUSES, LIST_TYPES, SUBSCRIPTION_STATUSES, TIERS, USER_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/accountList.json';
import zhCN from '@/locales/zh-CN/accountList.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('accountList translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every user type, list type, tier and status of the contract', () =>
    expectToName([enUS, zhCN], {
      userType: USER_TYPES,
      listType: LIST_TYPES,
      tier: TIERS,
      status: ACTIVE_STATUSES,
      subscriptionStatus: SUBSCRIPTION_STATUSES,
    }));
});
