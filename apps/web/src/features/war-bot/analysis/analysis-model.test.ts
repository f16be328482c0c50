import { describe, expect, it } from 'vitest';
import type { WarActivity, WarGroup } from '@backoffice/contract';
import {
  chartRows,
  chosenGroupIds,
  defaultGroupIds,
  formatFigure,
  peakHourLabel,
  seriesKey,
  topGroupOf,
} from './analysis-model';

function group(id: number, side: WarGroup['side']): WarGroup {
  return {
    id,
    link: `https://t.me/g${id}`,
    title: `Group ${id}`,
    type: 'Group',
    side,
    stalker: null,
    created_at: '',
    created_by: null,
    updated_at: '',
  };
}

const summary = {
  messages: 0,
  active_members: 0,
  joins: 0,
  leaves: 0,
  avg_messages_per_day: 0,
  avg_active_members_per_day: 0,
  messages_per_active_member: 0,
  member_count: null,
};
const day = (value: string, messages: number, memberCount: number | null) => ({
  day: value,
  messages,
  active_members: 1,
  joins: 0,
  leaves: 0,
  member_count: memberCount,
  messages_per_active_member: messages,
});

describe('the groups compared', () => {
  it('default to every own group and three rivals, at most ten', () => {
    const groups = [
      group(1, 'Rival'),
      group(2, 'Own'),
      group(3, 'Rival'),
      group(4, 'Rival'),
      group(5, 'Rival'),
      group(6, 'Own'),
    ];
    expect(defaultGroupIds(groups)).toEqual([2, 6, 1, 3, 4]);
    const many = Array.from({ length: 12 }, (_, index) => group(index + 1, 'Own'));
    expect(defaultGroupIds(many)).toHaveLength(10);
  });

  it('follow the URL, dropping unknown and repeated ids', () => {
    const groups = [group(1, 'Own'), group(2, 'Rival')];
    expect(chosenGroupIds('2,9,2', groups)).toEqual([2]);
    expect(chosenGroupIds(undefined, groups)).toEqual([1, 2]);
    expect(chosenGroupIds('9', groups), 'none still tracked').toEqual([1, 2]);
  });

  it('show the top members of the group the URL names when it is compared, else of the first', () => {
    expect(topGroupOf([4, 10, 1], 10)).toBe(10);
    expect(topGroupOf([4, 10, 1], 7), 'not compared').toBe(4);
    expect(topGroupOf([4, 10, 1], undefined)).toBe(4);
    expect(topGroupOf([], undefined)).toBeUndefined();
  });
});

describe('figures as shown', () => {
  it('name the peak hour as a UTC window, midnight wrapping', () => {
    expect(peakHourLabel(20)).toBe('20:00–21:00 UTC');
    expect(peakHourLabel(7)).toBe('07:00–08:00 UTC');
    expect(peakHourLabel(23)).toBe('23:00–00:00 UTC');
  });

  it('round ratios to two decimals and show a missing count as a dash', () => {
    expect(formatFigure(7 / 3)).toBe('2.33');
    expect(formatFigure(1200)).toBe('1,200');
    expect(formatFigure(null)).toBe('-');
  });
});

describe('chart rows', () => {
  it('hold each group’s value of the day under its series, days in order', () => {
    const activity: WarActivity = {
      from: '2026-01-01',
      to: '2026-01-02',
      sides: [],
      groups: [
        {
          group: group(1, 'Own'),
          days: [day('2026-01-02', 5, 10), day('2026-01-01', 3, null)],
          totals: summary,
          peak_hour: null,
        },
        { group: group(2, 'Rival'), days: [day('2026-01-01', 8, 20)], totals: summary, peak_hour: 4 },
      ],
    };
    expect(chartRows(activity, 'messages')).toEqual([
      { day: '2026-01-01', [seriesKey(1)]: 3, [seriesKey(2)]: 8 },
      { day: '2026-01-02', [seriesKey(1)]: 5 },
    ]);
    expect(chartRows(activity, 'member_count')[0]).toEqual({
      day: '2026-01-01',
      [seriesKey(1)]: null,
      [seriesKey(2)]: 20,
    });
  });
});
