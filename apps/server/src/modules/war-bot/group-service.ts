import type { WarGroup, createWarGroupSchema, updateWarGroupSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findGroup, findLiveLink } from './group-repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';

type CreateInput = z.output<typeof createWarGroupSchema>;
type UpdateInput = z.output<typeof updateWarGroupSchema>;

function snapshot(group: WarGroup): Record<string, unknown> {
  return { link: group.link, title: group.title, type: group.type, side: group.side };
}

const linkTaken = () => new AppError('WAR_GROUP_LINK_ALREADY_USED', { field: 'link' });

/** Two staff adding the same link at once: the unique index refuses the second. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('war_groups') ? linkTaken() : error;
}

/** War Bot groups: a link is tracked once among live groups, whatever its case. */
export class WarGroupService {
  constructor(private readonly context: AppContext) {}

  async get(id: number): Promise<WarGroup> {
    const group = await findGroup(this.context.db, id);
    if (!group) throw notFound('war_group', id);
    return group;
  }

  private async assertLinkFree(db: Executor, link: string, exceptId?: number) {
    if ((await findLiveLink(db, link, exceptId)) !== undefined) throw linkTaken();
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  async create(input: CreateInput, actor: Actor): Promise<WarGroup> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertLinkFree(trx, input.link);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('war_groups')
          .values({ link: input.link, title: input.title, type: input.type, side: input.side, ...createdStamps(actor.id, now) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const group = (await findGroup(trx, id)) as WarGroup;
        await recordAudit(trx, actor, { action: 'war_group.create', entity: 'war_group', entityId: id, changes: diff(null, snapshot(group)) });
        return group;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<WarGroup> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findGroup(trx, id);
        if (!before) throw notFound('war_group', id);
        if (input.link !== undefined) await this.assertLinkFree(trx, input.link, id);
        const { link, title, type, side } = input;
        await trx
          .updateTable('war_groups')
          .set({
            ...(link !== undefined && { link }),
            ...(title !== undefined && { title }),
            ...(type !== undefined && { type }),
            ...(side !== undefined && { side }),
            ...updatedStamps(actor.id),
          })
          .where('id', '=', id)
          .execute();
        const after = (await findGroup(trx, id)) as WarGroup;
        await recordAudit(trx, actor, { action: 'war_group.update', entity: 'war_group', entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /**
   * Stops tracking the group; its activity stays for the record. A later report of the same link
   * starts a new group (see the ingestion rules).
   */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findGroup(trx, id);
    if (!before) throw notFound('war_group', id);
    const now = new Date().toISOString();
    await trx.updateTable('war_groups').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'war_group.delete', entity: 'war_group', entityId: id, changes: diff(snapshot(before), null) });
  }

  /** The undo of a delete: refused while a live group (a new one, perhaps reported since) has the link. */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('war_groups').select('link').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound('war_group', id);
    await this.assertLinkFree(trx, deleted.link, id);
    await trx.updateTable('war_groups').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findGroup(trx, id)) as WarGroup;
    await recordAudit(trx, actor, { action: 'war_group.restore', entity: 'war_group', entityId: id, changes: diff(null, snapshot(after)) });
  }
}
