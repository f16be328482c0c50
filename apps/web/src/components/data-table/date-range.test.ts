import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '@backoffice/contract';
import { formatDay, presetRange, rangeFromSearch, toIsoRange } from './date-range';

// Wednesday 15 May 2024, mid-afternoon local time.
const NOW = new Date(2024, 4, 15, 15, 30);

function days(preset: Parameters<typeof presetRange>[0]): [string, string] {
  const range = presetRange(preset, NOW);
  return [formatDay(range.from), formatDay(range.to)];
}

describe('date presets', () => {
  it('covers the nine presets of the contract', () => {
    for (const preset of DATE_PRESETS) expect(() => presetRange(preset, NOW)).not.toThrow();
    expect(DATE_PRESETS).toHaveLength(9);
  });

  it('computes each range in whole local days', () => {
    expect(days('today')).toEqual(['2024-05-15', '2024-05-15']);
    expect(days('yesterday')).toEqual(['2024-05-14', '2024-05-14']);
    expect(days('last7Days')).toEqual(['2024-05-09', '2024-05-15']);
    expect(days('last14Days')).toEqual(['2024-05-02', '2024-05-15']);
    expect(days('last30Days')).toEqual(['2024-04-16', '2024-05-15']);
    expect(days('thisWeek')).toEqual(['2024-05-13', '2024-05-19']);
    expect(days('lastWeek')).toEqual(['2024-05-06', '2024-05-12']);
    expect(days('thisMonth')).toEqual(['2024-05-01', '2024-05-31']);
    expect(days('lastMonth')).toEqual(['2024-04-01', '2024-04-30']);
  });

  it('starts at local midnight and ends at the last millisecond of the day', () => {
    const { from, to } = presetRange('yesterday', NOW);
    expect([from.getHours(), from.getMinutes(), from.getSeconds(), from.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    expect([to.getHours(), to.getMinutes(), to.getSeconds(), to.getMilliseconds()]).toEqual([23, 59, 59, 999]);
  });
});

describe('rangeFromSearch', () => {
  it('prefers a preset over from/to', () => {
    const range = rangeFromSearch({ preset: 'today', from: '2020-01-01', to: '2020-01-02' }, NOW);
    expect(range && formatDay(range.from)).toBe('2024-05-15');
  });

  it('reads a custom range and swaps reversed ends', () => {
    const range = rangeFromSearch({ from: '2024-03-10', to: '2024-03-01' }, NOW);
    expect(range && [formatDay(range.from), formatDay(range.to)]).toEqual(['2024-03-01', '2024-03-10']);
  });

  it('ignores half a range or an unreadable day', () => {
    expect(rangeFromSearch({ from: '2024-03-10' }, NOW)).toBeUndefined();
    expect(rangeFromSearch({ from: '2024-02-31', to: '2024-03-01' }, NOW)).toBeUndefined();
  });

  it('sends ISO instants that round-trip to the same local days', () => {
    const range = rangeFromSearch({ from: '2024-03-01', to: '2024-03-10' }, NOW);
    if (!range) throw new Error('expected a range');
    const iso = toIsoRange(range);
    expect(iso.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(iso.from).getTime()).toBe(new Date(2024, 2, 1).getTime());
    expect(new Date(iso.to).getTime()).toBe(new Date(2024, 2, 10, 23, 59, 59, 999).getTime());
  });
});
