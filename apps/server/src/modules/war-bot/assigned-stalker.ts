import type { WarGroup } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';

export type AssignedStalker = NonNullable<WarGroup['stalker']>;

/**
 * The live stalker watching each of these groups. Assignments belong to the Stalker section
 * (stalker_groups); the War Bot only reads them.
 */
export async function assignedStalkers(db: Executor, groupIds: readonly number[]): Promise<Map<number, AssignedStalker>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stalker_groups as sg')
    .innerJoin('stalkers as s', 's.id', 'sg.stalker_id')
    .select(['sg.group_id', 's.id', 's.username'])
    .where('sg.group_id', 'in', groupIds)
    .where('s.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.group_id, { id: row.id, username: row.username }]));
}
