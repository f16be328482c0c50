import { describe, expect, it } from 'vitest';
import { AUDIT_SECTIONS } from '@backoffice/contract';
import enUS from '@/locales/en-US/auditLog.json';
import zhCN from '@/locales/zh-CN/auditLog.json';

describe('audit log translations', () => {
  it('name every section of the contract, and rows of an unknown kind', () => {
    for (const messages of [enUS, zhCN]) {
      expect(Object.keys(messages.section).sort()).toEqual([...AUDIT_SECTIONS, 'unknown'].sort());
    }
  });
});
