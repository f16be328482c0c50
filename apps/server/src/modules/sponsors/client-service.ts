import type { SponsorClient, createSponsorClientSchema, updateSponsorClientSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { RecordService } from '../../platform/db/records.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { findClient } from './client-repo.js';
import { deletedStamps, restoredStamps } from '../../platform/db/stamps.js';

type CreateInput = z.output<typeof createSponsorClientSchema>;
type UpdateInput = z.output<typeof updateSponsorClientSchema>;

function snapshot(client: SponsorClient): Record<string, unknown> {
  return { name: client.name };
}

const nameTaken = () => new AppError('SPONSOR_CLIENT_NAME_ALREADY_USED', { field: 'name' });

/** Sponsor clients: the name is unique among live clients whatever its case. */
export class SponsorClientService extends RecordService<'sponsor_clients', SponsorClient> {
  constructor(context: AppContext) {
    super(context.db, {
      table: 'sponsor_clients',
      entity: 'sponsor_client',
      find: findClient,
      snapshot,
      // Two staff saving the same name at once: the unique index refuses the second.
      unique: { column: 'name', index: 'sponsor_clients', refusal: nameTaken },
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<SponsorClient> {
    return this.createRecord({ name: input.name }, actor);
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<SponsorClient> {
    return this.updateRecord(id, { name: input.name }, actor);
  }

  /**
   * Deletes the client and every live sponsor of it (the console warns about this), in one
   * transaction: either both go or neither does.
   */
  protected override async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await this.load(trx, id);
    const now = new Date().toISOString();
    const sponsors = await trx
      .selectFrom('sponsors')
      .select('id')
      .where('client_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    const sponsorIds = sponsors.map((sponsor) => sponsor.id);
    if (sponsorIds.length > 0) {
      await trx.updateTable('sponsors').set(deletedStamps(actor.id, now)).where('id', 'in', sponsorIds).execute();
    }
    await this.softDelete(trx, id, before, actor, {
      at: now,
      snapshot: { ...snapshot(before), sponsor_ids: sponsorIds },
    });
  }

  /**
   * The undo of a delete: the client and the sponsors its delete took with it (deleted at the same
   * instant) come back together; refused while another live client holds the name.
   */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    await this.assertUnique(trx, deleted.name, id);
    const now = new Date().toISOString();
    const sponsors = await trx
      .selectFrom('sponsors')
      .select('id')
      .where('client_id', '=', id)
      .where('deleted_at', '=', deleted.deleted_at)
      .execute();
    const sponsorIds = sponsors.map((sponsor) => sponsor.id);
    if (sponsorIds.length > 0) {
      await trx.updateTable('sponsors').set(restoredStamps(actor.id, now)).where('id', 'in', sponsorIds).execute();
    }
    await this.restore(trx, id, actor, { at: now, extra: { sponsor_ids: sponsorIds } });
  }
}
