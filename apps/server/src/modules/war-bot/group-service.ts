import type { WarGroup, createWarGroupSchema, updateWarGroupSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import { RecordService } from '../../platform/db/records.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { findGroup } from './group-repo.js';

type CreateInput = z.output<typeof createWarGroupSchema>;
type UpdateInput = z.output<typeof updateWarGroupSchema>;

const linkTaken = () => new AppError('WAR_GROUP_LINK_ALREADY_USED', { field: 'link' });

/**
 * War Bot groups: a link is tracked once among live groups, whatever its case. A delete stops tracking
 * the group; its activity stays for the record, and a later report of the same link starts a new group
 * (see the ingestion rules).
 */
export class WarGroupService extends RecordService<'war_groups', WarGroup> {
  constructor(context: AppContext) {
    super(context.db, {
      table: 'war_groups',
      entity: 'war_group',
      find: findGroup,
      snapshot: (group) => ({ link: group.link, title: group.title, type: group.type, side: group.side }),
      // Two staff adding the same link at once: the unique index refuses the second.
      conflict: (error) => (uniqueViolation(error)?.includes('war_groups') ? linkTaken() : error),
    });
  }

  private assertLinkFree(db: Executor, link: string, exceptId?: number) {
    return this.assertFree(db, 'link', link, linkTaken, exceptId);
  }

  async create(input: CreateInput, actor: Actor): Promise<WarGroup> {
    return this.write(async (trx) => {
      await this.assertLinkFree(trx, input.link);
      const { link, title, type, side } = input;
      return this.insert(trx, { link, title, type, side }, actor);
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<WarGroup> {
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      if (input.link !== undefined) await this.assertLinkFree(trx, input.link, id);
      const { link, title, type, side } = input;
      return this.change(trx, id, before, { link, title, type, side }, actor);
    });
  }

  /** The undo of a delete: refused while a live group (a new one, perhaps reported since) has the link. */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    await this.assertLinkFree(trx, deleted.link, id);
    await this.restore(trx, id, actor);
  }
}
