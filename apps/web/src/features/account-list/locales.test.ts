import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, LIST_TYPES, SUBSCRIPTION_STATUSES, TIERS, USER_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/accountList.json';
import zhCN from '@/locales/zh-CN/accountList.json';
import { translationKeys } from '@/components/translation-keys';

describe('accountList translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every user type, list type, tier and status of the contract', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.userType).sort()).toEqual([...USER_TYPES].sort());
      expect(Object.keys(messages.listType).sort()).toEqual([...LIST_TYPES].sort());
      expect(Object.keys(messages.tier).sort()).toEqual([...TIERS].sort());
      expect(Object.keys(messages.status).sort()).toEqual([...ACTIVE_STATUSES].sort());
      expect(Object.keys(messages.subscriptionStatus).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    }
  });
});
