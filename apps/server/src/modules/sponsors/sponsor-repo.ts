import { sql } from 'kysely';
import { SPONSOR_LIST, type Sponsor, type sponsorListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordReads, recordStamps, type CreatedRecords } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/schema.js';
import { sponsorStatus } from './status.js';

type ListQuery = z.output<typeof sponsorListQuerySchema>;

/** The joins and columns of a sponsor as the API shows it. */
function withDetails(query: CreatedRecords<'sponsors', 's'>) {
  return query
    .innerJoin('sponsor_clients as c', 'c.id', 's.client_id')
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

/** The reads of sponsors on the UTC day `today`, which decides which are Active and which Expired. */
function sponsorsOn(today: string) {
  return recordReads('sponsors', 's', {
    details: withDetails,
    toRecord: (row): Sponsor => ({
      id: row.id,
      client_id: row.client_id,
      client_name: row.client_name,
      display: row.display,
      link: row.link,
      expired_date: row.expired_date,
      view_count: Number(row.view_count),
      click_count: Number(row.click_count),
      status: sponsorStatus(row.expired_date, today),
      ...recordStamps(row),
    }),
    list: SPONSOR_LIST,
    columns: {
      id: 's.id',
      display: 's.display',
      client_id: 's.client_id',
      // Dates are 'YYYY-MM-DD' text on SQLite and date on PostgreSQL; both compare with a day string. No expiry date: neither.
      status: sql`case when s.expired_date >= ${today} then 'Active' when s.expired_date < ${today} then 'Expired' end`,
      created_at: 's.created_at',
    },
  });
}

export function findSponsor(db: Executor, id: number, today: string): Promise<Sponsor | undefined> {
  return sponsorsOn(today).find(db, id);
}

/** One page of sponsors; `today` (UTC) decides which are Active and which Expired. */
export function listSponsors(db: Executor, query: ListQuery, today: string) {
  return sponsorsOn(today).list(db, query);
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
