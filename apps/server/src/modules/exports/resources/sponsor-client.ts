import { sponsorClientListQuerySchema, type SponsorClient } from '@backoffice/contract';
import { listClients } from '../../sponsors/index.js';
import { pagedListResource } from '../resource.js';

export const sponsorClientExport = pagedListResource({
  type: 'sponsor-client',
  schema: sponsorClientListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listClients,
  columns: [
    { header: 'ID', value: (c: SponsorClient) => c.id },
    { header: 'Name', value: (c: SponsorClient) => c.name },
    { header: 'Total sponsor', value: (c: SponsorClient) => c.total_sponsor },
    { header: 'Created at', value: (c: SponsorClient) => c.created_at },
    { header: 'Created by', value: (c: SponsorClient) => c.created_by },
    { header: 'Updated at', value: (c: SponsorClient) => c.updated_at },
  ],
});
