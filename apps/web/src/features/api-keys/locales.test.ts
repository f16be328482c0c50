import { describe, it } from 'vitest';
import { API_KEY_SCOPES, API_KEY_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/apiKeys.json';
import zhCN from '@/locales/zh-CN/apiKeys.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('API key translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every scope and status of the contract', () =>
    expectToName([enUS, zhCN], { scope: API_KEY_SCOPES, scopeHint: API_KEY_SCOPES, status: API_KEY_STATUSES }));
});
