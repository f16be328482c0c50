import type { WarGroup, createWarGroupSchema, updateWarGroupSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { RecordService } from '../../platform/db/records.js';
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
      unique: { column: 'link', index: 'war_groups', refusal: linkTaken },
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<WarGroup> {
    const { link, title, type, side } = input;
    return this.createRecord({ link, title, type, side }, actor);
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<WarGroup> {
    const { link, title, type, side } = input;
    return this.updateRecord(id, { link, title, type, side }, actor);
  }
}
