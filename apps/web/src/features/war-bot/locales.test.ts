import { describe, it } from 'vitest';
import { WAR_GROUP_SIDES, WAR_GROUP_TYPES } from '@backoffice/contract';
import enUS from '@/locales/en-US/warBot.json';
import zhCN from '@/locales/zh-CN/warBot.json';
import { DAY_METRICS } from './analysis/analysis-model';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('war bot translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every side, group type and charted figure', () =>
    expectToName([enUS], { side: WAR_GROUP_SIDES, type: WAR_GROUP_TYPES, 'analysis.charts': DAY_METRICS }));
});
