import { apiKeyListQuerySchema, type ApiKey } from '@backoffice/contract';
import { listApiKeys } from '../../api-keys/index.js';
import { pagedListResource } from '../resource.js';

/** API keys by name and public prefix only: the secret is never stored, its hash never leaves the database. */
export const apiKeyExport = pagedListResource({
  type: 'api-key',
  schema: apiKeyListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listApiKeys,
  columns: [
    { header: 'ID', value: (k: ApiKey) => k.id },
    { header: 'Name', value: (k: ApiKey) => k.name },
    { header: 'Prefix', value: (k: ApiKey) => k.prefix },
    { header: 'Scopes', value: (k: ApiKey) => k.scopes.join(', ') },
    { header: 'Status', value: (k: ApiKey) => k.status },
    { header: 'Created at', value: (k: ApiKey) => k.created_at },
    { header: 'Created by', value: (k: ApiKey) => k.created_by },
    { header: 'Last used at', value: (k: ApiKey) => k.last_used_at },
    { header: 'Revoked at', value: (k: ApiKey) => k.revoked_at },
    { header: 'Revoked by', value: (k: ApiKey) => k.revoked_by },
  ],
});
