import { SPONSOR_SORTABLE, type Sponsor, type sponsorListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { fetchPage, sortOf, textSearchOn } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';
import { sponsorStatus } from './status.js';

type ListQuery = z.output<typeof sponsorListQuerySchema>;

function liveSponsors(db: Executor) {
  return db.selectFrom('sponsors as s').where('s.deleted_at', 'is', null);
}

/** The joins and columns of a sponsor as the API shows it. */
function withDetails(query: ReturnType<typeof liveSponsors>) {
  return query
    .innerJoin('sponsor_clients as c', 'c.id', 's.client_id')
    .leftJoin('accounts as creator', 'creator.id', 's.created_by')
    .select([
      's.id',
      's.client_id',
      'c.name as client_name',
      's.display',
      's.link',
      's.expired_date',
      's.view_count',
      's.click_count',
      's.created_at',
      's.updated_at',
      'creator.username as created_by_name',
    ]);
}

type SponsorRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toSponsor(row: SponsorRow, today: string): Sponsor {
  return {
    id: row.id,
    client_id: row.client_id,
    client_name: row.client_name,
    display: row.display,
    link: row.link,
    expired_date: row.expired_date,
    view_count: Number(row.view_count),
    click_count: Number(row.click_count),
    status: sponsorStatus(row.expired_date, today),
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

export async function findSponsor(db: Executor, id: number, today: string): Promise<Sponsor | undefined> {
  const row = await withDetails(liveSponsors(db)).where('s.id', '=', id).executeTakeFirst();
  return row ? toSponsor(row, today) : undefined;
}

/** One page of sponsors; `today` (UTC) decides which are Active and which Expired. */
export async function listSponsors(db: Executor, query: ListQuery, today: string) {
  let filtered = liveSponsors(db);
  if (query.client_id !== undefined) filtered = filtered.where('s.client_id', '=', query.client_id);
  // Dates are 'YYYY-MM-DD' text on SQLite and date on PostgreSQL; both compare with a day string.
  if (query.status === 'Active') filtered = filtered.where('s.expired_date', '>=', today);
  if (query.status === 'Expired') filtered = filtered.where('s.expired_date', '<', today);
  if (query.search) {
    const text = query.search;
    const contains = textSearchOn(db);
    filtered = filtered.where((eb) => contains(eb.ref('s.display'), text));
  }
  if (query.created_from) filtered = filtered.where('s.created_at', '>=', new Date(query.created_from).toISOString());
  if (query.created_to) filtered = filtered.where('s.created_at', '<=', new Date(query.created_to).toISOString());
  const sort = sortOf(query, SPONSOR_SORTABLE, { field: 'created_at', direction: 'desc' });
  return fetchPage(
    filtered,
    query,
    (qb) => withDetails(qb).orderBy(`s.${sort.field}`, sort.direction).orderBy('s.id', sort.direction),
    (row) => toSponsor(row, today),
  );
}

/** The stored daily rows of one sponsor in a range; days without a row are absent here. */
export async function dailyStats(db: Executor, sponsorId: number, from: string, to: string) {
  return db
    .selectFrom('sponsor_daily_stats')
    .select(['day', 'views', 'clicks'])
    .where('sponsor_id', '=', sponsorId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}
