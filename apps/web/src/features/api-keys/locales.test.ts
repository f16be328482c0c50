import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, API_KEY_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/apiKeys.json';
import zhCN from '@/locales/zh-CN/apiKeys.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('API key translations', () => {
  it('have the same keys in both languages', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('name every scope and status of the contract', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.scope).sort()).toEqual([...API_KEY_SCOPES].sort());
      expect(Object.keys(messages.scopeHint).sort()).toEqual([...API_KEY_SCOPES].sort());
      expect(Object.keys(messages.status).sort()).toEqual([...API_KEY_STATUSES].sort());
    }
  });
});
