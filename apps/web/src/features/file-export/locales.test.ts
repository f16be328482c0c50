import { describe, it } from 'vitest';
import { EXPORT_FORMATS, EXPORT_STATUSES, EXPORT_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/fileExport.json';
import zhCN from '@/locales/zh-CN/fileExport.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('File Export translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every export type, format and status of the contract', () =>
    expectToName([enUS, zhCN], { types: EXPORT_TYPES, formats: EXPORT_FORMATS, status: EXPORT_STATUSES }));
});
