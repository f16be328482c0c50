import { WAR_ACTIVITY_MAX_GROUPS, type WarActivity, type WarGroup } from '@backoffice/contract';
import { formatCount } from '@/lib/format';

/** Rivals added to the default choice after every own group, space allowing. */
const DEFAULT_RIVALS = 3;

/** The per-day figures the charts draw, one chart each. */
export const DAY_METRICS = ['messages', 'active_members', 'joins', 'leaves', 'member_count'] as const;
export type DayMetric = (typeof DAY_METRICS)[number];

/**
 * `3,7` from the URL as ids: unknown ids are dropped (a group no longer tracked), no more than the
 * server compares; the default choice when the URL names none still tracked.
 */
export function chosenGroupIds(param: string | undefined, groups: readonly WarGroup[]): number[] {
  const known = new Set(groups.map((group) => group.id));
  const ids = [...new Set((param ?? '').split(',').map(Number))].filter((id) => known.has(id));
  return ids.length > 0 ? ids.slice(0, WAR_ACTIVITY_MAX_GROUPS) : defaultGroupIds(groups);
}

/** Without a choice: all own groups and a few rivals to measure them against, up to the limit. */
export function defaultGroupIds(groups: readonly WarGroup[]): number[] {
  const own = groups.filter((group) => group.side === 'Own');
  const rivals = groups.filter((group) => group.side === 'Rival').slice(0, DEFAULT_RIVALS);
  return [...own, ...rivals].slice(0, WAR_ACTIVITY_MAX_GROUPS).map((group) => group.id);
}

/** The group whose top members show: the one the URL names when it is compared, else the first compared. */
export function topGroupOf(groupIds: readonly number[], top: number | undefined): number | undefined {
  return top !== undefined && groupIds.includes(top) ? top : groupIds[0];
}

/** The hour as a one-hour UTC window, e.g. 20 → '20:00–21:00 UTC'. */
export function peakHourLabel(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00 UTC`;
}

/** A chart's key for a group's series: recharts reads each row's value under it. */
export function seriesKey(groupId: number): string {
  return `group_${groupId}`;
}

export type ChartRow = Record<string, string | number | null>;

/**
 * One metric laid out for a line chart: a row per day of the range, holding each group's value under
 * its series key (null where the group has no member count that day, drawn as a gap).
 */
export function chartRows(activity: WarActivity, metric: DayMetric): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const group of activity.groups) {
    for (const day of group.days) {
      const row = rows.get(day.day) ?? { day: day.day };
      row[seriesKey(group.group.id)] = day[metric];
      rows.set(day.day, row);
    }
  }
  return [...rows.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

/** Up to two decimals: averages and ratios read as figures, not long fractions. */
export function formatFigure(value: number | null): string {
  return value === null ? '-' : formatCount(value);
}
