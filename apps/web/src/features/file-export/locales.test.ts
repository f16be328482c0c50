import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES, EXPORT_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/fileExport.json';
import zhCN from '@/locales/zh-CN/fileExport.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('File Export translations', () => {
  it('have the same keys in both languages', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('name every export type and status of the contract', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.types).sort()).toEqual([...EXPORT_TYPES].sort());
      expect(Object.keys(messages.status).sort()).toEqual([...EXPORT_STATUSES].sort());
    }
  });
});
