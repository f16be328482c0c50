import { SPONSOR_CLIENT_LIST, type SponsorClient, type sponsorClientListQuerySchema } from '@backoffice/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import { applyListFilters, listSort } from '../../platform/db/list-filters.js';
import { fetchPage } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';

type ListQuery = z.output<typeof sponsorClientListQuerySchema>;

function liveClients(db: Executor) {
  return db.selectFrom('sponsor_clients as c').where('c.deleted_at', 'is', null);
}

/** The joins and columns of a client as the API shows it; total_sponsor counts its live sponsors. */
function withDetails(query: ReturnType<typeof liveClients>) {
  return query
    .leftJoin('accounts as creator', 'creator.id', 'c.created_by')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.created_at',
      'c.updated_at',
      'creator.username as created_by_name',
      eb
        .selectFrom('sponsors as s')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('s.client_id', '=', 'c.id')
        .where('s.deleted_at', 'is', null)
        .as('total_sponsor'),
    ]);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toClient(row: ClientRow): SponsorClient {
  return {
    id: row.id,
    name: row.name,
    total_sponsor: Number(row.total_sponsor ?? 0),
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

export async function findClient(db: Executor, id: number): Promise<SponsorClient | undefined> {
  const row = await withDetails(liveClients(db)).where('c.id', '=', id).executeTakeFirst();
  return row ? toClient(row) : undefined;
}

export async function listClients(db: Executor, query: ListQuery) {
  const filtered = applyListFilters(db, liveClients(db), query, SPONSOR_CLIENT_LIST, { id: 'c.id', name: 'c.name', created_at: 'c.created_at' });
  const sort = listSort(query, SPONSOR_CLIENT_LIST);
  return fetchPage(
    filtered,
    query,
    (qb) => {
      const detailed = withDetails(qb);
      const ordered = sort.field === 'total_sponsor' ? detailed.orderBy('total_sponsor', sort.direction) : detailed.orderBy(`c.${sort.field}`, sort.direction);
      return ordered.orderBy('c.id', sort.direction);
    },
    toClient,
  );
}
