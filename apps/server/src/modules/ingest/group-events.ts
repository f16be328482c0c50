import { sql } from 'kysely';
import type { GroupActivityEvent } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf, isoUtc } from '../../platform/time.js';
import { chunksFor, tally } from '../../platform/db/bulk.js';

/** A raw event whose group is known. */
export type GroupEvent = GroupActivityEvent & { group_id: number };

interface DayDelta {
  group_id: number;
  day: string;
  messages: number;
  joins: number;
  leaves: number;
}

interface MemberDay {
  group_id: number;
  day: string;
  member_tg_id: number;
  username: string | null;
  messages: number;
  lastAt: string;
}

/** The batch's events summed per group and day, per hour, and per member: one write per row of each table. */
function aggregate(events: GroupEvent[]) {
  const days = new Map<string, DayDelta>();
  const hours = new Map<string, number>();
  const members = new Map<string, MemberDay>();
  for (const event of events) {
    const at = isoUtc(event.at);
    const day = dayOf(at);
    const key = `${event.group_id}|${day}`;
    const delta = days.get(key) ?? { group_id: event.group_id, day, messages: 0, joins: 0, leaves: 0 };
    days.set(key, delta);
    if (event.kind !== 'message') {
      if (event.kind === 'join') delta.joins += 1;
      else delta.leaves += 1;
    } else {
      delta.messages += 1;
      tally(hours, `${key}|${Number(at.slice(11, 13))}`);
      const memberKey = `${key}|${event.member_tg_id}`;
      const member = members.get(memberKey) ?? {
        group_id: event.group_id,
        day,
        member_tg_id: Number(event.member_tg_id),
        username: null,
        messages: 0,
        lastAt: '',
      };
      members.set(memberKey, member);
      member.messages += 1;
      // The latest spelling of the member's username wins; an event without one keeps the known one.
      if (event.username && at >= member.lastAt) {
        member.username = event.username.replace(/^@/, '');
        member.lastAt = at;
      }
    }
  }
  return { days: [...days.values()], hours, members: [...members.values()] };
}

async function addHours(db: Executor, hours: Map<string, number>): Promise<void> {
  const rows = [...hours].map(([key, messages]) => {
    const [group, day, hour] = key.split('|') as [string, string, string];
    return { group_id: Number(group), day, hour: Number(hour), messages };
  });
  for (const chunk of chunksFor(rows, 4)) {
    await db
      .insertInto('group_activity_hourly')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['group_id', 'day', 'hour'])
          .doUpdateSet({ messages: sql`group_activity_hourly.messages + excluded.messages` }),
      )
      .execute();
  }
}

async function addMembers(db: Executor, members: MemberDay[]): Promise<void> {
  const rows = members.map(({ group_id, day, member_tg_id, username, messages }) => ({
    group_id,
    day,
    member_tg_id,
    username,
    messages,
  }));
  for (const chunk of chunksFor(rows, 5)) {
    await db
      .insertInto('group_member_activity_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['group_id', 'day', 'member_tg_id']).doUpdateSet({
          messages: sql`group_member_activity_daily.messages + excluded.messages`,
          username: sql`coalesce(excluded.username, group_member_activity_daily.username)`,
        }),
      )
      .execute();
  }
}

/**
 * The member count a day starts from when events create its row: the last count known before it
 * (0 for a group never counted). Days of the batch are walked in order, so a batch spanning several
 * days carries its own joins and leaves forward.
 */
async function startingCounts(db: Executor, deltas: DayDelta[]): Promise<Map<string, number>> {
  const starts = new Map<string, number>();
  const byGroup = new Map<number, DayDelta[]>();
  for (const delta of deltas) byGroup.set(delta.group_id, [...(byGroup.get(delta.group_id) ?? []), delta]);
  for (const [groupId, groupDeltas] of byGroup) {
    const ordered = groupDeltas.sort((a, b) => a.day.localeCompare(b.day));
    const first = (ordered[0] as DayDelta).day;
    const last = (ordered[ordered.length - 1] as DayDelta).day;
    const before = await db
      .selectFrom('group_activity_daily')
      .select('member_count')
      .where('group_id', '=', groupId)
      .where('day', '<', first)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
    const known = await db
      .selectFrom('group_activity_daily')
      .select(['day', 'member_count'])
      .where('group_id', '=', groupId)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .execute();
    const counts = new Map(known.map((row) => [row.day, Number(row.member_count)]));
    let current = Number(before?.member_count ?? 0);
    for (const delta of ordered) {
      const existing = counts.get(delta.day);
      if (existing === undefined) current = Math.max(0, current + delta.joins - delta.leaves);
      else current = Math.max(0, existing + delta.joins - delta.leaves);
      starts.set(`${groupId}|${delta.day}`, current);
    }
  }
  return starts;
}

/**
 * Adds the batch's messages, joins and leaves to the days' rows. An existing day moves its member
 * count by joins − leaves; a new day starts from the last count known before it.
 */
async function addDays(db: Executor, deltas: DayDelta[]): Promise<void> {
  const starts = await startingCounts(db, deltas);
  const rows = deltas.map((delta) => ({
    group_id: delta.group_id,
    day: delta.day,
    messages: delta.messages,
    active_members: 0,
    joins: delta.joins,
    leaves: delta.leaves,
    member_count: starts.get(`${delta.group_id}|${delta.day}`) ?? 0,
    peak_hour: null,
  }));
  for (const chunk of chunksFor(rows, 8)) {
    await db
      .insertInto('group_activity_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['group_id', 'day']).doUpdateSet({
          messages: sql`group_activity_daily.messages + excluded.messages`,
          joins: sql`group_activity_daily.joins + excluded.joins`,
          leaves: sql`group_activity_daily.leaves + excluded.leaves`,
          member_count: sql`case when group_activity_daily.member_count + excluded.joins - excluded.leaves < 0 then 0 else group_activity_daily.member_count + excluded.joins - excluded.leaves end`,
        }),
      )
      .execute();
  }
}

/**
 * Active members and peak hour of the days that got messages, counted again from the member and
 * hourly tables rather than incremented: a batch running at the same time cannot make them drift.
 */
async function recountDays(db: Executor, deltas: DayDelta[]): Promise<void> {
  const byGroup = new Map<number, string[]>();
  for (const delta of deltas)
    if (delta.messages > 0) byGroup.set(delta.group_id, [...(byGroup.get(delta.group_id) ?? []), delta.day]);
  for (const [groupId, days] of byGroup) {
    for (const chunk of chunksFor(days, 1)) {
      await db
        .updateTable('group_activity_daily')
        .set({
          active_members: sql`(select count(*) from group_member_activity_daily m where m.group_id = group_activity_daily.group_id and m.day = group_activity_daily.day)`,
          peak_hour: sql`(select h.hour from group_activity_hourly h where h.group_id = group_activity_daily.group_id and h.day = group_activity_daily.day order by h.messages desc, h.hour asc limit 1)`,
        })
        .where('group_id', '=', groupId)
        .where('day', 'in', chunk)
        .execute();
    }
  }
}

/**
 * Rolls raw group events up: messages per day, hour and member; active members = distinct members
 * with a message that day; joins and leaves per day; the member count moved by joins − leaves.
 */
export async function rollUpGroupEvents(db: Executor, events: GroupEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { days, hours, members } = aggregate(events);
  await addHours(db, hours);
  await addMembers(db, members);
  await addDays(db, days);
  await recountDays(db, days);
}
