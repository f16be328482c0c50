import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES, EXPORT_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/fileExport.json';
import zhCN from '@/locales/zh-CN/fileExport.json';
import { translationKeys } from '@/components/translation-keys';

describe('File Export translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every export type and status of the contract', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.types).sort()).toEqual([...EXPORT_TYPES].sort());
      expect(Object.keys(messages.status).sort()).toEqual([...EXPORT_STATUSES].sort());
    }
  });
});
