import {
  expiredDateRefusal,
  type Sponsor,
  type SponsorStats,
  type createSponsorSchema,
  type sponsorStatsQuerySchema,
  type updateSponsorSchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import { RecordService } from '../../platform/db/records.js';
import { dailyStats, findSponsor, listSponsors } from './sponsor-repo.js';
import { eachDay, utcDay } from '../../platform/time.js';

type CreateInput = z.output<typeof createSponsorSchema>;
type UpdateInput = z.output<typeof updateSponsorSchema>;
type ListQuery = Parameters<typeof listSponsors>[1];
type StatsQuery = z.output<typeof sponsorStatsQuerySchema>;

/** Sponsors of a client. `clock` is the service's "now": status (Active/Expired) is derived from it. */
export class SponsorService extends RecordService<'sponsors', Sponsor> {
  constructor(
    context: Pick<AppContext, 'db'>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    super(context.db, {
      table: 'sponsors',
      entity: 'sponsor',
      find: (db, id) => findSponsor(db, id, utcDay(clock())),
      snapshot: (sponsor) => ({
        client_id: sponsor.client_id,
        display: sponsor.display,
        link: sponsor.link,
        expired_date: sponsor.expired_date,
      }),
    });
  }

  private today(): string {
    return utcDay(this.clock());
  }

  list(query: ListQuery) {
    return listSponsors(this.db, query, this.today());
  }

  /** A newly chosen date in the past is refused; the date a sponsor already has may stay through an edit. */
  private checkExpiredDate(day: string, kept?: string): void {
    const refusal = expiredDateRefusal(day, this.today(), kept);
    if (refusal) throw validationError([{ field: 'expired_date', code: refusal }]);
  }

  private async liveClient(db: Executor, clientId: number): Promise<boolean> {
    return (
      (await db
        .selectFrom('sponsor_clients')
        .select('id')
        .where('id', '=', clientId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined
    );
  }

  async create(input: CreateInput, actor: Actor): Promise<Sponsor> {
    this.checkExpiredDate(input.expired_date);
    return this.write(async (trx) => {
      if (!(await this.liveClient(trx, input.client_id))) throw notFound('sponsor_client', input.client_id);
      const { client_id, display, link, expired_date } = input;
      return this.insert(trx, { client_id, display, link, expired_date }, actor);
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Sponsor> {
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      if (input.expired_date !== undefined) this.checkExpiredDate(input.expired_date, before.expired_date);
      const { display, link, expired_date } = input;
      return this.change(trx, id, before, { display, link, expired_date }, actor);
    });
  }

  /** The undo of a delete: a sponsor comes back only to a live client (restore the client first). */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    if (!(await this.liveClient(trx, deleted.client_id)))
      throw new AppError('NOT_FOUND', { entity: 'sponsor_client', client_id: deleted.client_id });
    await this.restore(trx, id, actor);
  }

  /** Views and clicks per day over the range; a day without a stored row counts 0. */
  async stats(id: number, range: StatsQuery): Promise<SponsorStats> {
    await this.get(id);
    const rows = await dailyStats(this.db, id, range.from, range.to);
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
