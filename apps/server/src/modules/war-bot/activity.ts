import {
  WAR_GROUP_SIDES,
  type WarActivity,
  type WarActivityDay,
  type WarActivitySummary,
  type WarGroup,
  type warActivityQuerySchema,
} from '@backoffice/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import type { Executor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { eachDay } from '../../platform/time.js';
import { findGroups } from './group-repo.js';

type ActivityQuery = z.output<typeof warActivityQuerySchema>;

interface DailyRow {
  group_id: number;
  day: string;
  messages: number;
  active_members: number;
  joins: number;
  leaves: number;
  member_count: number;
  peak_hour: number | null;
}

/** Ratios to two decimals: what a chart or a table shows. */
const ratio = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) / 100 : 0);

function dayOf(day: string, row: DailyRow | undefined): WarActivityDay {
  if (!row)
    return {
      day,
      messages: 0,
      active_members: 0,
      joins: 0,
      leaves: 0,
      member_count: null,
      messages_per_active_member: 0,
    };
  const { messages, active_members, joins, leaves, member_count } = row;
  return {
    day,
    messages,
    active_members,
    joins,
    leaves,
    member_count,
    messages_per_active_member: ratio(messages, active_members),
  };
}

/** Sums over days (or groups), daily averages over the range's length, and the member count given. */
function summarise(days: WarActivityDay[], rangeDays: number, memberCount: number | null): WarActivitySummary {
  const sum = (pick: (day: WarActivityDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const messages = sum((day) => day.messages);
  const activeMembers = sum((day) => day.active_members);
  return {
    messages,
    active_members: activeMembers,
    joins: sum((day) => day.joins),
    leaves: sum((day) => day.leaves),
    avg_messages_per_day: ratio(messages, rangeDays),
    avg_active_members_per_day: ratio(activeMembers, rangeDays),
    messages_per_active_member: ratio(messages, activeMembers),
    member_count: memberCount,
  };
}

/** The last member count reported in the range, if any. */
function lastMemberCount(days: WarActivityDay[]): number | null {
  for (let i = days.length - 1; i >= 0; i--) {
    const count = days[i]?.member_count;
    if (count !== null && count !== undefined) return count;
  }
  return null;
}

/**
 * Each group's busiest UTC hour over the range. Groups reporting raw messages have exact hourly
 * counts; a group reporting daily rows only has each day's peak hour, so its day's messages count
 * for that hour.
 */
async function peakHours(
  db: Executor,
  ids: number[],
  from: string,
  to: string,
  daily: DailyRow[],
): Promise<Map<number, number>> {
  const hourly = await db
    .selectFrom('group_activity_hourly')
    .select(['group_id', 'hour', sql<number | string>`sum(messages)`.as('messages')])
    .where('group_id', 'in', ids)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['group_id', 'hour'])
    .execute();
  const counts = new Map<number, Map<number, number>>();
  const add = (group: number, hour: number, messages: number) => {
    const hours = counts.get(group) ?? new Map<number, number>();
    counts.set(group, hours);
    hours.set(hour, (hours.get(hour) ?? 0) + messages);
  };
  for (const row of hourly) add(row.group_id, row.hour, Number(row.messages));
  const exact = new Set(counts.keys());
  for (const row of daily)
    if (!exact.has(row.group_id) && row.peak_hour !== null) add(row.group_id, row.peak_hour, row.messages);
  const peaks = new Map<number, number>();
  for (const [group, hours] of counts) {
    const [best] = [...hours].sort(([hourA, a], [hourB, b]) => b - a || hourA - hourB);
    if (best) peaks.set(group, best[0]);
  }
  return peaks;
}

async function dailyRows(db: Executor, ids: number[], from: string, to: string): Promise<DailyRow[]> {
  const rows = await db
    .selectFrom('group_activity_daily')
    .select(['group_id', 'day', 'messages', 'active_members', 'joins', 'leaves', 'member_count', 'peak_hour'])
    .where('group_id', 'in', ids)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({
    ...row,
    messages: Number(row.messages),
    active_members: Number(row.active_members),
    joins: Number(row.joins),
    leaves: Number(row.leaves),
    member_count: Number(row.member_count),
  }));
}

async function liveGroupsOf(db: Executor, ids: number[]): Promise<WarGroup[]> {
  const groups = await findGroups(db, ids);
  const missing = ids.find((id) => !groups.some((group) => group.id === id));
  if (missing !== undefined) throw notFound('war_group', missing);
  return groups;
}

/**
 * The chosen groups' figures per UTC day over the range (every day present, 0 where nothing was
 * reported), each group's totals and peak hour, and own versus rival side by side.
 */
export async function readActivity(db: Executor, query: ActivityQuery): Promise<WarActivity> {
  const ids = query.group_ids;
  const groups = await liveGroupsOf(db, ids);
  const daily = await dailyRows(db, ids, query.from, query.to);
  const peaks = await peakHours(db, ids, query.from, query.to, daily);
  const calendar = eachDay(query.from, query.to);
  const byGroupDay = new Map(daily.map((row) => [`${row.group_id}|${row.day}`, row]));
  const perGroup = groups.map((group) => {
    const days = calendar.map((day) => dayOf(day, byGroupDay.get(`${group.id}|${day}`)));
    return {
      group,
      days,
      totals: summarise(days, calendar.length, lastMemberCount(days)),
      peak_hour: peaks.get(group.id) ?? null,
    };
  });
  const sides = WAR_GROUP_SIDES.map((side) => {
    const ofSide = perGroup.filter((entry) => entry.group.side === side);
    const counts = ofSide.map((entry) => entry.totals.member_count).filter((count): count is number => count !== null);
    const memberCount = counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : null;
    return {
      side,
      group_count: ofSide.length,
      totals: summarise(
        ofSide.flatMap((entry) => entry.days),
        calendar.length,
        memberCount,
      ),
    };
  });
  return { from: query.from, to: query.to, groups: perGroup, sides };
}
