import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, PERMISSIONS } from '@backoffice/contract';
import enUS from '@/locales/en-US/userManagement.json';
import zhCN from '@/locales/zh-CN/userManagement.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('userManagement translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every permission and status of the contract', () => {
    expectToName([enUS], { permissions: PERMISSIONS, status: ACTIVE_STATUSES });
    expect(enUS.permissions.ALL).toBe('All sections');
  });
});
