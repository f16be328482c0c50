import type { WarTopMembers, warTopMembersQuerySchema } from '@backoffice/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import type { Executor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { findGroup } from './group-repo.js';

type TopMembersQuery = z.output<typeof warTopMembersQuerySchema>;

/** The usernames members last posted under within the range. */
async function latestUsernames(
  db: Executor,
  groupId: number,
  memberIds: number[],
  query: TopMembersQuery,
): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('group_member_activity_daily')
    .select(['member_tg_id', 'day', 'username'])
    .where('group_id', '=', groupId)
    .where('member_tg_id', 'in', memberIds)
    .where('day', '>=', query.from)
    .where('day', '<=', query.to)
    .where('username', 'is not', null)
    .orderBy('day')
    .execute();
  const names = new Map<number, string>();
  for (const row of rows) if (row.username) names.set(Number(row.member_tg_id), row.username);
  return names;
}

/**
 * A group's members by messages over the range (from raw message events), most first; ties go to
 * the lower Telegram id so that the order is stable.
 */
export async function readTopMembers(db: Executor, groupId: number, query: TopMembersQuery): Promise<WarTopMembers> {
  if (!(await findGroup(db, groupId))) throw notFound('war_group', groupId);
  const rows = await db
    .selectFrom('group_member_activity_daily')
    .select([
      'member_tg_id',
      sql<number | string>`sum(messages)`.as('messages'),
      sql<number | string>`count(*)`.as('active_days'),
    ])
    .where('group_id', '=', groupId)
    .where('day', '>=', query.from)
    .where('day', '<=', query.to)
    .groupBy('member_tg_id')
    .orderBy(sql`sum(messages)`, 'desc')
    .orderBy('member_tg_id')
    .limit(query.limit)
    .execute();
  const names = await latestUsernames(
    db,
    groupId,
    rows.map((row) => Number(row.member_tg_id)),
    query,
  );
  return {
    group_id: groupId,
    from: query.from,
    to: query.to,
    members: rows.map((row) => ({
      member_tg_id: String(row.member_tg_id),
      username: names.get(Number(row.member_tg_id)) ?? null,
      messages: Number(row.messages),
      active_days: Number(row.active_days),
    })),
  };
}
