import { stalkerListQuerySchema, type Stalker } from '@backoffice/contract';
import { listStalkers } from '../../stalkers/index.js';
import { pagedListResource } from '../resource.js';

/** The stalker list as the console shows it: the session string is masked there, and left out here. */
export const stalkerExport = pagedListResource({
  type: 'stalker',
  schema: stalkerListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listStalkers,
  columns: [
    { header: 'ID', value: (s: Stalker) => s.id },
    { header: 'Stalker ID', value: (s: Stalker) => s.tg_id },
    { header: 'Username', value: (s: Stalker) => s.username },
    { header: 'Group type', value: (s: Stalker) => s.group_type },
    { header: 'Session kind', value: (s: Stalker) => s.session_kind },
    { header: 'Remarks', value: (s: Stalker) => s.remarks },
    { header: 'Status', value: (s: Stalker) => s.status },
    { header: 'Health', value: (s: Stalker) => s.health },
    { header: 'Premium', value: (s: Stalker) => s.premium },
    { header: 'Capacity', value: (s: Stalker) => s.capacity },
    { header: 'Groups assigned', value: (s: Stalker) => s.assigned_groups },
    { header: 'Groups joined', value: (s: Stalker) => s.groups_joined },
    { header: 'Last heartbeat at', value: (s: Stalker) => s.last_heartbeat_at },
    { header: 'Created at', value: (s: Stalker) => s.created_at },
    { header: 'Created by', value: (s: Stalker) => s.created_by },
    { header: 'Updated at', value: (s: Stalker) => s.updated_at },
  ],
});
