import { expiredDateRefusal, type Sponsor, type SponsorStats, type createSponsorSchema, type sponsorStatsQuerySchema, type updateSponsorSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import { dailyStats, findSponsor, listSponsors } from './sponsor-repo.js';
import { eachDay, utcDay } from '../../platform/time.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';

type CreateInput = z.output<typeof createSponsorSchema>;
type UpdateInput = z.output<typeof updateSponsorSchema>;
type ListQuery = Parameters<typeof listSponsors>[1];
type StatsQuery = z.output<typeof sponsorStatsQuerySchema>;

function snapshot(sponsor: Sponsor): Record<string, unknown> {
  return { client_id: sponsor.client_id, display: sponsor.display, link: sponsor.link, expired_date: sponsor.expired_date };
}

/** Sponsors of a client. `clock` is the service's "now": status (Active/Expired) is derived from it. */
export class SponsorService {
  constructor(
    private readonly context: Pick<AppContext, 'db'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return utcDay(this.clock());
  }

  list(query: ListQuery) {
    return listSponsors(this.context.db, query, this.today());
  }

  private async find(db: Executor, id: number): Promise<Sponsor> {
    const sponsor = await findSponsor(db, id, this.today());
    if (!sponsor) throw notFound('sponsor', id);
    return sponsor;
  }

  get(id: number): Promise<Sponsor> {
    return this.find(this.context.db, id);
  }

  /** A newly chosen date in the past is refused; the date a sponsor already has may stay through an edit. */
  private checkExpiredDate(day: string, kept?: string): void {
    const refusal = expiredDateRefusal(day, this.today(), kept);
    if (refusal) throw validationError([{ field: 'expired_date', code: refusal }]);
  }

  async create(input: CreateInput, actor: Actor): Promise<Sponsor> {
    this.checkExpiredDate(input.expired_date);
    return this.context.db.transaction().execute(async (trx) => {
      const client = await trx.selectFrom('sponsor_clients').select('id').where('id', '=', input.client_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!client) throw notFound('sponsor_client', input.client_id);
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto('sponsors')
        .values({
          client_id: input.client_id,
          display: input.display,
          link: input.link,
          expired_date: input.expired_date,
          ...createdStamps(actor.id, now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sponsor = await this.find(trx, id);
      await recordAudit(trx, actor, { action: 'sponsor.create', entity: 'sponsor', entityId: id, changes: diff(null, snapshot(sponsor)) });
      return sponsor;
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Sponsor> {
    return this.context.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      if (input.expired_date !== undefined) this.checkExpiredDate(input.expired_date, before.expired_date);
      await trx
        .updateTable('sponsors')
        .set({
          ...(input.display !== undefined && { display: input.display }),
          ...(input.link !== undefined && { link: input.link }),
          ...(input.expired_date !== undefined && { expired_date: input.expired_date }),
          ...updatedStamps(actor.id),
        })
        .where('id', '=', id)
        .execute();
      const after = await this.find(trx, id);
      await recordAudit(trx, actor, { action: 'sponsor.update', entity: 'sponsor', entityId: id, changes: diff(snapshot(before), snapshot(after)) });
      return after;
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await this.find(trx, id);
    const now = new Date().toISOString();
    await trx.updateTable('sponsors').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'sponsor.delete', entity: 'sponsor', entityId: id, changes: diff(snapshot(before), null) });
  }

  /** The undo of a delete: a sponsor comes back only to a live client (restore the client first). */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor))).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('sponsors').select('client_id').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound('sponsor', id);
    const client = await trx.selectFrom('sponsor_clients').select('id').where('id', '=', deleted.client_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!client) throw new AppError('NOT_FOUND', { entity: 'sponsor_client', client_id: deleted.client_id });
    await trx.updateTable('sponsors').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = await this.find(trx, id);
    await recordAudit(trx, actor, { action: 'sponsor.restore', entity: 'sponsor', entityId: id, changes: diff(null, snapshot(after)) });
  }

  /** Views and clicks per day over the range; a day without a stored row counts 0. */
  async stats(id: number, range: StatsQuery): Promise<SponsorStats> {
    await this.find(this.context.db, id);
    const rows = await dailyStats(this.context.db, id, range.from, range.to);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days = eachDay(range.from, range.to).map((day) => {
      const row = byDay.get(day);
      return { day, views: Number(row?.views ?? 0), clicks: Number(row?.clicks ?? 0) };
    });
    return {
      sponsor_id: id,
      from: range.from,
      to: range.to,
      days,
      total_views: days.reduce((sum, day) => sum + day.views, 0),
      total_clicks: days.reduce((sum, day) => sum + day.clicks, 0),
    };
  }
}
