import { stalkerCapacity, type StalkerGroups, type stalkerGroupsInputSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { assignedGroups, findStalker } from './repo.js';

type GroupsInput = z.output<typeof stalkerGroupsInputSchema>;

/** A stalker may not be given (or, losing Premium, keep) more groups than its account can join. */
export function assertWithinCapacity(stalkerId: number, premium: boolean, groups: number): void {
  const capacity = stalkerCapacity(premium);
  if (groups > capacity) throw new AppError('STALKER_CAPACITY_EXCEEDED', { stalker_id: stalkerId, capacity, groups });
}

/** Which war groups each stalker watches: one stalker per group. */
export class StalkerAssignmentService {
  constructor(private readonly context: Pick<AppContext, 'db'>) {}

  private async stalkerOf(db: Executor, id: number) {
    const stalker = await findStalker(db, id);
    if (!stalker) throw notFound('stalker', id);
    return stalker;
  }

  async get(id: number): Promise<StalkerGroups> {
    const stalker = await this.stalkerOf(this.context.db, id);
    return { stalker_id: id, capacity: stalker.capacity, groups: await assignedGroups(this.context.db, id) };
  }

  /** Replaces the stalker's set of groups; groups of another stalker move only with `reassign`. */
  async replace(id: number, input: GroupsInput, actor: Actor): Promise<StalkerGroups> {
    return this.context.db.transaction().execute(async (trx) => {
      const stalker = await this.stalkerOf(trx, id);
      assertWithinCapacity(id, stalker.premium, input.group_ids.length);
      await this.assertGroupsExist(trx, input.group_ids);
      const before = (await assignedGroups(trx, id)).map((group) => group.id);
      const taken = await this.takenByOthers(trx, id, input.group_ids);
      if (taken.length > 0 && !input.reassign)
        throw new AppError('GROUP_ALREADY_ASSIGNED', { field: 'group_ids', group_ids: taken });
      await trx.deleteFrom('stalker_groups').where('stalker_id', '=', id).execute();
      if (taken.length > 0) await trx.deleteFrom('stalker_groups').where('group_id', 'in', taken).execute();
      const now = new Date().toISOString();
      if (input.group_ids.length > 0) {
        await trx
          .insertInto('stalker_groups')
          .values(input.group_ids.map((groupId) => ({ stalker_id: id, group_id: groupId, assigned_at: now })))
          .execute();
      }
      const after = [...input.group_ids].sort((a, b) => a - b);
      await recordAudit(trx, actor, {
        action: 'stalker.assign_groups',
        entity: 'stalker',
        entityId: id,
        changes: {
          group_ids: { from: before, to: after },
          ...(taken.length > 0 && { reassigned_from_others: { to: taken } }),
        },
      });
      return { stalker_id: id, capacity: stalker.capacity, groups: await assignedGroups(trx, id) };
    });
  }

  private async assertGroupsExist(db: Executor, groupIds: number[]): Promise<void> {
    if (groupIds.length === 0) return;
    const found = await db
      .selectFrom('war_groups')
      .select('id')
      .where('id', 'in', groupIds)
      .where('deleted_at', 'is', null)
      .execute();
    const live = new Set(found.map((row) => row.id));
    const missing = groupIds.find((groupId) => !live.has(groupId));
    if (missing !== undefined) throw notFound('war_group', missing);
  }

  private async takenByOthers(db: Executor, id: number, groupIds: number[]): Promise<number[]> {
    if (groupIds.length === 0) return [];
    const rows = await db
      .selectFrom('stalker_groups')
      .select('group_id')
      .where('group_id', 'in', groupIds)
      .where('stalker_id', '<>', id)
      .orderBy('group_id')
      .execute();
    return rows.map((row) => row.group_id);
  }
}
