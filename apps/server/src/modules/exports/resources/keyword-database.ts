import { catalogueListQuerySchema, type CatalogueEntry } from '@backoffice/contract';
import { listEntries } from '../../catalogue/index.js';
import { pagedListResource } from '../resource.js';

export const keywordDatabaseExport = pagedListResource({
  type: 'keyword-database',
  schema: catalogueListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listEntries,
  columns: [
    { header: 'ID', value: (c: CatalogueEntry) => c.id },
    { header: 'Link', value: (c: CatalogueEntry) => c.link },
    { header: 'Category', value: (c: CatalogueEntry) => c.category },
    { header: 'Display name', value: (c: CatalogueEntry) => c.display_name },
    { header: 'Tier', value: (c: CatalogueEntry) => c.tier },
    { header: 'Member count', value: (c: CatalogueEntry) => c.member_count },
    { header: 'Status', value: (c: CatalogueEntry) => c.status },
    { header: 'Created at', value: (c: CatalogueEntry) => c.created_at },
    { header: 'Created by', value: (c: CatalogueEntry) => c.created_by },
    { header: 'Updated at', value: (c: CatalogueEntry) => c.updated_at },
    { header: 'Updated by', value: (c: CatalogueEntry) => c.updated_by },
  ],
});
