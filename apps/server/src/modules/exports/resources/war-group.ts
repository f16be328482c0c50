import { warGroupListQuerySchema, type WarGroup } from '@backoffice/contract';
import { listGroups } from '../../war-bot/index.js';
import { pagedListResource } from '../resource.js';

/** The War Bot's tracked groups as the console lists them. */
export const warGroupExport = pagedListResource({
  type: 'war-group',
  schema: warGroupListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listGroups,
  columns: [
    { header: 'ID', value: (g: WarGroup) => g.id },
    { header: 'Link', value: (g: WarGroup) => g.link },
    { header: 'Title', value: (g: WarGroup) => g.title },
    { header: 'Type', value: (g: WarGroup) => g.type },
    { header: 'Own or rival', value: (g: WarGroup) => g.side },
    { header: 'Assigned stalker', value: (g: WarGroup) => g.stalker?.username ?? null },
    { header: 'Created at', value: (g: WarGroup) => g.created_at },
    { header: 'Created by', value: (g: WarGroup) => g.created_by },
    { header: 'Updated at', value: (g: WarGroup) => g.updated_at },
  ],
});
