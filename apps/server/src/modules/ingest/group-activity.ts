import { sql } from 'kysely';
import { normaliseTelegramLink, type GroupActivityRow } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { chunksFor } from './batch.js';
import type { KindOutcome } from './outcome.js';
import { takeReceipts, unreceipted } from './receipts.js';
import type { IndexedRow } from './validate.js';

/** The link as war_groups keeps it; validation already proved it is a Telegram link. */
function linkOf(row: GroupActivityRow): string {
  return normaliseTelegramLink(row.group_link) ?? row.group_link;
}

/**
 * The live groups of the batch's links, created when first reported (a rival's, unless staff say
 * otherwise later). Title and type are taken from the first report only: after that they are staff's.
 */
async function ensureGroups(db: Executor, rows: GroupActivityRow[]): Promise<Map<string, number>> {
  const firstReport = new Map<string, GroupActivityRow>();
  for (const row of [...rows].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const key = linkOf(row).toLowerCase();
    if (!firstReport.has(key)) firstReport.set(key, row);
  }
  const ids = new Map<string, number>();
  const load = async () => {
    for (const chunk of chunksFor([...firstReport.keys()], 1)) {
      const found = await db.selectFrom('war_groups').select(['id', 'link']).where(sql<string>`lower(link)`, 'in', chunk).where('deleted_at', 'is', null).execute();
      for (const group of found) ids.set(group.link.toLowerCase(), group.id);
    }
  };
  await load();
  const missing = [...firstReport].filter(([key]) => !ids.has(key)).map(([, row]) => row);
  for (const row of missing) {
    const at = `${row.day}T00:00:00.000Z`;
    await db
      .insertInto('war_groups')
      .values({ link: linkOf(row), title: row.title ?? '', type: row.type ?? 'Group', created_at: at, created_by: null, updated_at: at, updated_by: null })
      .onConflict((oc) => oc.expression(sql`lower(link)`).where('deleted_at', 'is', null).doNothing())
      .execute();
  }
  if (missing.length > 0) await load();
  return ids;
}

/**
 * A group's figures of a day are a snapshot: the report received last replaces them (within a
 * batch, the later row). Each event id is applied once.
 */
export async function ingestGroupActivity(db: Executor, rows: IndexedRow<GroupActivityRow>[], receivedAt: string): Promise<KindOutcome> {
  const fresh = await unreceipted(db, 'group-activity', rows);
  const applied = await takeReceipts(db, 'group-activity', fresh, receivedAt);
  const groups = await ensureGroups(db, applied.map(({ row }) => row));
  const days = new Map<string, { group_id: number; day: string; messages: number; active_members: number; joins: number; leaves: number; member_count: number; peak_hour: number | null }>();
  for (const { row } of applied) {
    const groupId = groups.get(linkOf(row).toLowerCase()) as number;
    const { messages, active_members, joins, leaves, member_count } = row;
    days.set(`${groupId}|${row.day}`, { group_id: groupId, day: row.day, messages, active_members, joins, leaves, member_count, peak_hour: row.peak_hour ?? null });
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
  return { accepted: applied.length, duplicates: rows.length - applied.length, rejected: [] };
}
