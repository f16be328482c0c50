import { sponsorListQuerySchema, type Sponsor } from '@backoffice/contract';
import { listSponsors } from '../../sponsors/index.js';
import { utcDay } from '../../../platform/time.js';
import { pagedListResource } from '../resource.js';

export const sponsorExport = pagedListResource({
  type: 'sponsor',
  schema: sponsorListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  // Active / Expired as of the day the batch is read, as the list decides it.
  list: (db, query) => listSponsors(db, query, utcDay(new Date())),
  columns: [
    { header: 'ID', value: (s: Sponsor) => s.id },
    { header: 'Client', value: (s: Sponsor) => s.client_name },
    { header: 'Sponsor display', value: (s: Sponsor) => s.display },
    { header: 'Link', value: (s: Sponsor) => s.link },
    { header: 'Expired date', value: (s: Sponsor) => s.expired_date },
    { header: 'Views', value: (s: Sponsor) => s.view_count },
    { header: 'Clicks', value: (s: Sponsor) => s.click_count },
    { header: 'Status', value: (s: Sponsor) => s.status },
    { header: 'Created at', value: (s: Sponsor) => s.created_at },
    { header: 'Created by', value: (s: Sponsor) => s.created_by },
    { header: 'Updated at', value: (s: Sponsor) => s.updated_at },
  ],
});
