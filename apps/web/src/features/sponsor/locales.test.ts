import { describe, expect, it } from 'vitest';
import { SPONSOR_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/sponsor.json';
import zhCN from '@/locales/zh-CN/sponsor.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('sponsor translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every sponsor status, and use the product’s toast wording', () => {
    expectToName([enUS], { status: SPONSOR_STATUSES });
    expect(enUS.client.toast.createFailed).toMatch(/^Failed to create client/);
    expect(enUS.client.toast.updateFailed).toMatch(/^Failed to update client/);
    expect(enUS.sponsor.toast.deleteFailed).toMatch(/^Failed to delete sponsor/);
  });
});
