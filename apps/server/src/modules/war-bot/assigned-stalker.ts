import type { WarGroup } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { linkedStalkers } from '../stalkers/index.js';

export type AssignedStalker = NonNullable<WarGroup['stalker']>;

/**
 * The live stalker watching each of these groups. Assignments belong to the Stalker section
 * (stalker_groups); the War Bot only reads them.
 */
export async function assignedStalkers(
  db: Executor,
  groupIds: readonly number[],
): Promise<Map<number, AssignedStalker>> {
  const linked = await linkedStalkers(db, 'stalker_groups', groupIds);
  // One stalker per group (the Stalker section enforces it).
  return new Map([...linked].flatMap(([groupId, [stalker]]) => (stalker ? [[groupId, stalker] as const] : [])));
}
