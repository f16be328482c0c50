import { API_KEY_SORTABLE, type ApiKey, type apiKeyListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { parseScopes } from '../../platform/auth/api-keys.js';
import { containsIgnoreCase, fetchPage, sortOf } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';

type ListQuery = z.output<typeof apiKeyListQuerySchema>;

/** The audit log's name for a key. */
export const API_KEY_ENTITY = 'api_key';

function allKeys(db: Executor) {
  return db.selectFrom('api_keys as k');
}

/** The joins and columns of a key as the console sees it: never secret_hash. */
function withDetails(query: ReturnType<typeof allKeys>) {
  return query
    .leftJoin('accounts as creator', 'creator.id', 'k.created_by')
    .leftJoin('accounts as revoker', 'revoker.id', 'k.revoked_by')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.scopes',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      'creator.email as created_by_email',
      'revoker.email as revoked_by_email',
    ]);
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    status: row.revoked_at ? 'Revoked' : 'Active',
    created_at: row.created_at,
    created_by: row.created_by_email ?? null,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by_email ?? null,
  };
}

export async function findApiKey(db: Executor, id: number): Promise<ApiKey | undefined> {
  const row = await withDetails(allKeys(db)).where('k.id', '=', id).executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

export async function findApiKeyByPrefix(db: Executor, prefix: string): Promise<ApiKey | undefined> {
  const row = await withDetails(allKeys(db)).where('k.prefix', '=', prefix).executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

/** One page of keys, revoked ones included (they stay listed for the record). */
export async function listApiKeys(db: Executor, query: ListQuery) {
  let filtered = allKeys(db);
  if (query.search) {
    const text = query.search;
    filtered = filtered.where((eb) => eb.or([containsIgnoreCase(eb.ref('k.name'), text), containsIgnoreCase(eb.ref('k.prefix'), text)]));
  }
  if (query.status === 'Active') filtered = filtered.where('k.revoked_at', 'is', null);
  if (query.status === 'Revoked') filtered = filtered.where('k.revoked_at', 'is not', null);
  if (query.created_from) filtered = filtered.where('k.created_at', '>=', new Date(query.created_from).toISOString());
  if (query.created_to) filtered = filtered.where('k.created_at', '<=', new Date(query.created_to).toISOString());
  const sort = sortOf(query, API_KEY_SORTABLE, { field: 'created_at', direction: 'desc' });
  return fetchPage(filtered, query, (qb) => withDetails(qb).orderBy(`k.${sort.field}`, sort.direction).orderBy('k.id', sort.direction), toApiKey);
}
