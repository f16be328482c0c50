import { SPONSOR_CLIENT_LIST, type SponsorClient, type sponsorClientListQuerySchema } from '@backoffice/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import { recordReads, recordStamps, type CreatedRecords } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/schema.js';
import { liveCount } from '../../platform/db/records.js';

type ListQuery = z.output<typeof sponsorClientListQuerySchema>;

/** The joins and columns of a client as the API shows it; total_sponsor counts its live sponsors. */
function withDetails(query: CreatedRecords<'sponsor_clients', 'c'>) {
  return query.select(['c.id', 'c.name', 'c.created_at', 'c.updated_at', 'creator.username as created_by_name', liveCount('sponsors', 's', 'client_id', 'c.id').as('total_sponsor')]);
}

const clients = recordReads('sponsor_clients', 'c', {
  details: withDetails,
  toRecord: (row): SponsorClient => ({ id: row.id, name: row.name, total_sponsor: Number(row.total_sponsor ?? 0), ...recordStamps(row) }),
  list: SPONSOR_CLIENT_LIST,
  columns: { id: 'c.id', name: 'c.name', created_at: 'c.created_at' },
  sorts: { total_sponsor: sql.ref('total_sponsor') },
});

export const findClient = clients.find;

export function listClients(db: Executor, query: ListQuery) {
  return clients.list(db, query);
}
