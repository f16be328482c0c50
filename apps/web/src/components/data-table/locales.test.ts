import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '@backoffice/contract';
import enUS from '@/locales/en-US/table.json';
import zhCN from '@/locales/zh-CN/table.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('table translations', () => {
  it('have the same keys in both languages', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('name the nine date presets with the product wording', () => {
    expect(Object.keys(enUS.date.presets)).toEqual([...DATE_PRESETS]);
    expect(Object.values(enUS.date.presets)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
    ]);
  });
});
