import {
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';
import type { DatePreset } from '@backoffice/contract';
import type { TableSearch } from './table-search';

export interface DayRange {
  from: Date;
  to: Date;
}

/** Weeks start on Monday (ISO 8601) for every staff member, whatever the language. */
const WEEK = { weekStartsOn: 1 } as const;

/** The calendar days a preset covers, counted from `now` in the browser's time zone. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DayRange {
  switch (preset) {
    case 'today':
      return { from: startOfDay(now), to: endOfDay(now) };
    case 'yesterday': {
      const day = subDays(now, 1);
      return { from: startOfDay(day), to: endOfDay(day) };
    }
    // "Last N days" includes today: today and the N - 1 days before it.
    case 'last7Days':
      return { from: startOfDay(subDays(now, 6)), to: endOfDay(now) };
    case 'last14Days':
      return { from: startOfDay(subDays(now, 13)), to: endOfDay(now) };
    case 'last30Days':
      return { from: startOfDay(subDays(now, 29)), to: endOfDay(now) };
    case 'thisWeek':
      return { from: startOfWeek(now, WEEK), to: endOfWeek(now, WEEK) };
    case 'lastWeek': {
      const day = subWeeks(now, 1);
      return { from: startOfWeek(day, WEEK), to: endOfWeek(day, WEEK) };
    }
    case 'thisMonth':
      return { from: startOfMonth(now), to: endOfMonth(now) };
    case 'lastMonth': {
      const day = subMonths(now, 1);
      return { from: startOfMonth(day), to: endOfMonth(day) };
    }
  }
}

const DAY_FORMAT = 'yyyy-MM-dd';

export function formatDay(date: Date): string {
  return format(date, DAY_FORMAT);
}

export function parseDay(value: string): Date | undefined {
  const date = parse(value, DAY_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

/**
 * The range a table's search params select, as whole days: a preset wins over from/to; a custom range
 * needs both ends, in order (a reversed one is swapped rather than dropped).
 */
export function rangeFromSearch(search: TableSearch, now: Date = new Date()): DayRange | undefined {
  if (search.preset) return presetRange(search.preset, now);
  if (!search.from || !search.to) return undefined;
  const from = parseDay(search.from);
  const to = parseDay(search.to);
  if (!from || !to) return undefined;
  const [first, last] = from <= to ? [from, to] : [to, from];
  return { from: startOfDay(first), to: endOfDay(last) };
}

/** The wire form: ISO-8601 instants (UTC) of the first and last millisecond of the local days. */
export function toIsoRange(range: DayRange): { from: string; to: string } {
  return { from: startOfDay(range.from).toISOString(), to: endOfDay(range.to).toISOString() };
}
