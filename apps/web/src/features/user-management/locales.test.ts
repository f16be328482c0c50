import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, PERMISSIONS } from '@backoffice/contract';
import enUS from '@/locales/en-US/userManagement.json';
import zhCN from '@/locales/zh-CN/userManagement.json';
import { translationKeys } from '@/components/translation-keys';

describe('userManagement translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every permission and status of the contract', () => {
    expect(Object.keys(enUS.permissions).sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(enUS.status).sort()).toEqual([...ACTIVE_STATUSES].sort());
    expect(enUS.permissions.ALL).toBe('All sections');
  });
});
