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

  it('word the same actions in both languages, the platform ones included', () => {
    const labelled = (messages: typeof enUS) =>
      Object.entries(messages.actionLabel)
        .flatMap(([entity, actions]) => Object.keys(actions).map((action) => `${entity}.${action}`))
        .sort();
    expect(labelled(zhCN)).toEqual(labelled(enUS));
    expect(labelled(enUS)).toEqual(
      expect.arrayContaining(['export.download', 'ingest.batch', 'stalker.session_read', 'auth.login']),
    );
  });

  it('word the same verbs, things, fields and values in both languages, restoring included', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value !== 'object' || value === null
        ? [prefix]
        : Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
    for (const part of ['verb', 'entity', 'field', 'value'] as const)
      expect(keys(zhCN[part]).sort()).toEqual(keys(enUS[part]).sort());
    expect(Object.keys(enUS.verb)).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'restore']));
  });
});
