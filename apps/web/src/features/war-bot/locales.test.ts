import { describe, expect, it } from 'vitest';
import { WAR_GROUP_SIDES, WAR_GROUP_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/warBot.json';
import zhCN from '@/locales/zh-CN/warBot.json';
import { DAY_METRICS } from './analysis/analysis-model';
import { translationKeys } from '@/components/translation-keys';

describe('war bot translations', () => {
  it('have the same keys in both languages', () => {
    expect(translationKeys(zhCN)).toEqual(translationKeys(enUS));
  });

  it('name every side, group type and charted figure', () => {
    expect(Object.keys(enUS.side).sort()).toEqual([...WAR_GROUP_SIDES].sort());
    expect(Object.keys(enUS.type).sort()).toEqual([...WAR_GROUP_TYPES].sort());
    expect(Object.keys(enUS.analysis.charts).sort()).toEqual([...DAY_METRICS].sort());
  });
});
