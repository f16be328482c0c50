import { sql } from 'kysely';
import {
  normaliseTelegramLink,
  type GroupActivityDailyRow,
  type GroupActivityEvent,
  type GroupActivityRow,
} from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf } from '../../platform/time.js';
import { chunksFor } from '../../platform/db/bulk.js';
import { rollUpGroupEvents } from './group-events.js';
import type { KindOutcome } from './outcome.js';
import { takeReceipts, unreceipted } from './receipts.js';
import type { IndexedRow } from './validate.js';

/** The link as war_groups keeps it; validation already proved it is a Telegram link. */
function linkOf(row: GroupActivityRow): string {
  return normaliseTelegramLink(row.group_link) ?? row.group_link;
}

function isEvent(row: GroupActivityRow): row is GroupActivityEvent {
  return row.kind === 'message' || row.kind === 'join' || row.kind === 'leave';
}

/** The UTC day a row reports on. */
function dayOfRow(row: GroupActivityRow): string {
  return isEvent(row) ? dayOf(row.at) : row.day;
}

/**
 * The live groups of the batch's links, created when first reported (a rival's, unless staff say
 * otherwise later). Title and type are taken from the first report only: after that they are staff's.
 */
async function ensureGroups(db: Executor, rows: GroupActivityRow[]): Promise<Map<string, number>> {
  const firstReport = new Map<string, GroupActivityRow>();
  for (const row of [...rows].sort((a, b) => dayOfRow(a).localeCompare(dayOfRow(b)))) {
    const key = linkOf(row).toLowerCase();
    if (!firstReport.has(key)) firstReport.set(key, row);
  }
  const ids = new Map<string, number>();
  const load = async () => {
    for (const chunk of chunksFor([...firstReport.keys()], 1)) {
      const found = await db
        .selectFrom('war_groups')
        .select(['id', 'link'])
        .where(sql<string>`lower(link)`, 'in', chunk)
        .where('deleted_at', 'is', null)
        .execute();
      for (const group of found) ids.set(group.link.toLowerCase(), group.id);
    }
  };
  await load();
  const missing = [...firstReport].filter(([key]) => !ids.has(key)).map(([, row]) => row);
  for (const row of missing) {
    const at = `${dayOfRow(row)}T00:00:00.000Z`;
    const named = isEvent(row) ? {} : { title: row.title ?? '', type: row.type ?? 'Group' };
    await db
      .insertInto('war_groups')
      .values({ link: linkOf(row), ...named, created_at: at, created_by: null, updated_at: at, updated_by: null })
      .onConflict((oc) =>
        oc
          .expression(sql`lower(link)`)
          .where('deleted_at', 'is', null)
          .doNothing(),
      )
      .execute();
  }
  if (missing.length > 0) await load();
  return ids;
}

/**
 * A group's figures of a day are a snapshot: the report received last replaces them (within a
 * batch, the later row).
 */
async function applyDailyRows(db: Executor, rows: GroupActivityDailyRow[], groups: Map<string, number>): Promise<void> {
  const days = new Map<
    string,
    {
      group_id: number;
      day: string;
      messages: number;
      active_members: number;
      joins: number;
      leaves: number;
      member_count: number;
      peak_hour: number | null;
    }
  >();
  for (const row of rows) {
    const groupId = groups.get(linkOf(row).toLowerCase()) as number;
    const { messages, active_members, joins, leaves, member_count } = row;
    days.set(`${groupId}|${row.day}`, {
      group_id: groupId,
      day: row.day,
      messages,
      active_members,
      joins,
      leaves,
      member_count,
      peak_hour: row.peak_hour ?? null,
    });
  }
  for (const chunk of chunksFor([...days.values()], 8)) {
    await db
      .insertInto('group_activity_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['group_id', 'day']).doUpdateSet((eb) => ({
          messages: eb.ref('excluded.messages'),
          active_members: eb.ref('excluded.active_members'),
          joins: eb.ref('excluded.joins'),
          leaves: eb.ref('excluded.leaves'),
          member_count: eb.ref('excluded.member_count'),
          peak_hour: eb.ref('excluded.peak_hour'),
        })),
      )
      .execute();
  }
}

/**
 * Daily rows replace a day's figures; raw events (message, join, leave) are rolled up into them.
 * Each event id is applied once.
 */
export async function ingestGroupActivity(
  db: Executor,
  rows: IndexedRow<GroupActivityRow>[],
  receivedAt: string,
): Promise<KindOutcome> {
  const fresh = await unreceipted(db, 'group-activity', rows);
  const applied = (await takeReceipts(db, 'group-activity', fresh, receivedAt)).map(({ row }) => row);
  const groups = await ensureGroups(db, applied);
  await applyDailyRows(
    db,
    applied.filter((row): row is GroupActivityDailyRow => !isEvent(row)),
    groups,
  );
  const events = applied
    .filter(isEvent)
    .map((row) => ({ ...row, group_id: groups.get(linkOf(row).toLowerCase()) as number }));
  await rollUpGroupEvents(db, events);
  return { accepted: applied.length, duplicates: rows.length - applied.length, rejected: [] };
}
