import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, GROUP_TYPES, STALKER_HEALTHS } from '@backoffice/contract';
import enUS from '@/locales/en-US/stalker.json';
import zhCN from '@/locales/zh-CN/stalker.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('stalker translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every status, health and group type of the contract', () =>
    expectToName([enUS, zhCN], { status: ACTIVE_STATUSES, health: STALKER_HEALTHS, groupType: GROUP_TYPES }));

  it("use the product's toast wording", () => {
    expect(enUS.toast.created).toBe('Stalker created successfully!');
    expect(enUS.toast.updated).toBe('Stalker updated successfully!');
    expect(enUS.toast.deleted).toBe('Stalker deleted successfully!');
    expect(enUS.toast.createFailed).toMatch(/^Failed to create stalker/);
    expect(enUS.toast.updateFailed).toMatch(/^Failed to update stalker/);
  });
});
