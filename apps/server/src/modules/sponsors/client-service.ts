import type { SponsorClient, createSponsorClientSchema, updateSponsorClientSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findClient } from './client-repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';

type CreateInput = z.output<typeof createSponsorClientSchema>;
type UpdateInput = z.output<typeof updateSponsorClientSchema>;

function snapshot(client: SponsorClient): Record<string, unknown> {
  return { name: client.name };
}

const nameTaken = () => new AppError('SPONSOR_CLIENT_NAME_ALREADY_USED', { field: 'name' });

/** Two staff saving the same name at once: the unique index refuses the second. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('sponsor_clients') ? nameTaken() : error;
}

/** Sponsor clients: the name is unique among live clients whatever its case. */
export class SponsorClientService {
  constructor(private readonly context: AppContext) {}

  async get(id: number): Promise<SponsorClient> {
    const client = await findClient(this.context.db, id);
    if (!client) throw notFound('sponsor_client', id);
    return client;
  }

  private async assertNameFree(db: Executor, name: string, exceptId?: number) {
    let query = db
      .selectFrom('sponsor_clients')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw nameTaken();
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  async create(input: CreateInput, actor: Actor): Promise<SponsorClient> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertNameFree(trx, input.name);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('sponsor_clients')
          .values({ name: input.name, ...createdStamps(actor.id, now) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const client = (await findClient(trx, id)) as SponsorClient;
        await recordAudit(trx, actor, { action: 'sponsor_client.create', entity: 'sponsor_client', entityId: id, changes: diff(null, snapshot(client)) });
        return client;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<SponsorClient> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findClient(trx, id);
        if (!before) throw notFound('sponsor_client', id);
        if (input.name !== undefined) await this.assertNameFree(trx, input.name, id);
        await trx
          .updateTable('sponsor_clients')
          .set({ ...(input.name !== undefined && { name: input.name }), ...updatedStamps(actor.id) })
          .where('id', '=', id)
          .execute();
        const after = (await findClient(trx, id)) as SponsorClient;
        await recordAudit(trx, actor, { action: 'sponsor_client.update', entity: 'sponsor_client', entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /**
   * Deletes the client and every live sponsor of it (the console warns about this), in one
   * transaction: either both go or neither does.
   */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findClient(trx, id);
    if (!before) throw notFound('sponsor_client', id);
    const now = new Date().toISOString();
    const sponsors = await trx.selectFrom('sponsors').select('id').where('client_id', '=', id).where('deleted_at', 'is', null).execute();
    const sponsorIds = sponsors.map((sponsor) => sponsor.id);
    if (sponsorIds.length > 0) {
      await trx.updateTable('sponsors').set(deletedStamps(actor.id, now)).where('id', 'in', sponsorIds).execute();
    }
    await trx.updateTable('sponsor_clients').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'sponsor_client.delete',
      entity: 'sponsor_client',
      entityId: id,
      changes: diff({ ...snapshot(before), sponsor_ids: sponsorIds }, null),
    });
  }

  /**
   * The undo of a delete: the client and the sponsors its delete took with it (deleted at the same
   * instant) come back together; refused while another live client holds the name.
   */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('sponsor_clients').select(['name', 'deleted_at']).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted?.deleted_at) throw notFound('sponsor_client', id);
    await this.assertNameFree(trx, deleted.name, id);
    const now = new Date().toISOString();
    const sponsors = await trx.selectFrom('sponsors').select('id').where('client_id', '=', id).where('deleted_at', '=', deleted.deleted_at).execute();
    const sponsorIds = sponsors.map((sponsor) => sponsor.id);
    if (sponsorIds.length > 0) {
      await trx.updateTable('sponsors').set(restoredStamps(actor.id, now)).where('id', 'in', sponsorIds).execute();
    }
    await trx.updateTable('sponsor_clients').set(restoredStamps(actor.id, now)).where('id', '=', id).execute();
    const after = (await findClient(trx, id)) as SponsorClient;
    await recordAudit(trx, actor, { action: 'sponsor_client.restore', entity: 'sponsor_client', entityId: id, changes: diff(null, { ...snapshot(after), sponsor_ids: sponsorIds }) });
  }
}
