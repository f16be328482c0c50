import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, API_KEY_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/apiKeys.json';
import zhCN from '@/locales/zh-CN/apiKeys.json';
import { translationKeys } from '@/components/translation-keys';

describe('API key translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every scope and status of the contract', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.scope).sort()).toEqual([...API_KEY_SCOPES].sort());
      expect(Object.keys(messages.scopeHint).sort()).toEqual([...API_KEY_SCOPES].sort());
      expect(Object.keys(messages.status).sort()).toEqual([...API_KEY_STATUSES].sort());
    }
  });
});
