import { SPONSOR_CLIENT_LIST, type SponsorClient, type sponsorClientListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordReads, recordStamps, type CreatedRecords } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/schema.js';
import { liveCount } from '../../platform/db/records.js';

type ListQuery = z.output<typeof sponsorClientListQuerySchema>;

/** A client's live sponsors: shown as total_sponsor, and sorted by before the page's rows are joined. */
const totalSponsor = () => liveCount('sponsors', 's', 'client_id', 'c.id');

/** The joins and columns of a client as the API shows it. */
function withDetails(query: CreatedRecords<'sponsor_clients', 'c'>) {
  return query.select([
    'c.id',
    'c.name',
    'c.created_at',
    'c.updated_at',
    'creator.username as created_by_name',
    totalSponsor().as('total_sponsor'),
  ]);
}

const clients = recordReads('sponsor_clients', 'c', {
  details: withDetails,
  toRecord: (row): SponsorClient => ({
    id: row.id,
    name: row.name,
    total_sponsor: Number(row.total_sponsor ?? 0),
    ...recordStamps(row),
  }),
  list: SPONSOR_CLIENT_LIST,
  columns: { id: 'c.id', name: 'c.name', created_at: 'c.created_at' },
  sorts: { total_sponsor: totalSponsor() },
});

export const findClient = clients.find;

export function listClients(db: Executor, query: ListQuery) {
  return clients.list(db, query);
}
