import { sql } from 'kysely';
import { API_KEY_LIST, type ApiKey, type apiKeyListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { parseScopes } from '../../platform/auth/api-keys.js';
import { applyListFilters, listSort } from '../../platform/db/list-filters.js';
import { fetchListPage } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';
import { linkedStalkers } from '../stalkers/index.js';

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

type BoundStalker = ApiKey['stalkers'][number];

function toApiKey(row: KeyRow, stalkers: BoundStalker[] = []): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    stalkers,
    status: row.revoked_at ? 'Revoked' : 'Active',
    created_at: row.created_at,
    created_by: row.created_by_email ?? null,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by_email ?? null,
  };
}

/** The live stalkers each key serves, by key id; keys serving none are absent. */
function boundStalkersOf(db: Executor, keyIds: readonly number[]): Promise<Map<number, BoundStalker[]>> {
  return linkedStalkers(db, 'api_key_stalkers', keyIds);
}

async function withStalkers(db: Executor, row: KeyRow | undefined): Promise<ApiKey | undefined> {
  if (!row) return undefined;
  return toApiKey(row, (await boundStalkersOf(db, [row.id])).get(row.id));
}

export async function findApiKey(db: Executor, id: number): Promise<ApiKey | undefined> {
  return withStalkers(db, await withDetails(allKeys(db)).where('k.id', '=', id).executeTakeFirst());
}

export async function findApiKeyByPrefix(db: Executor, prefix: string): Promise<ApiKey | undefined> {
  return withStalkers(db, await withDetails(allKeys(db)).where('k.prefix', '=', prefix).executeTakeFirst());
}

/** Of the given ids, the stalkers that exist and are not deleted. */
export async function liveStalkerIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('stalkers')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether a key serves a stalker: the only stalkers whose session string and heartbeats it may touch. */
export async function keyServesStalker(db: Executor, keyId: number, stalkerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('api_key_stalkers')
    .select('stalker_id')
    .where('api_key_id', '=', keyId)
    .where('stalker_id', '=', stalkerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of keys, revoked ones included (they stay listed for the record). */
export async function listApiKeys(db: Executor, query: ListQuery) {
  const all = allKeys(db);
  const filtered = applyListFilters(db, all, query, API_KEY_LIST, {
    id: 'k.id',
    name: 'k.name',
    prefix: 'k.prefix',
    status: sql`case when k.revoked_at is null then 'Active' else 'Revoked' end`,
    created_at: 'k.created_at',
  });
  const sort = listSort(query, API_KEY_LIST);
  const id = sql.ref('k.id');
  const order = [
    { expression: sql.ref(`k.${sort.field}`), direction: sort.direction },
    { expression: id, direction: sort.direction },
  ];
  const page = await fetchListPage(all, filtered, query, { id, order, details: withDetails }, (row) => row);
  // The page's bindings in one query, not one per key.
  const bound = await boundStalkersOf(
    db,
    page.data.data.map((row) => row.id),
  );
  return { data: { ...page.data, data: page.data.data.map((row) => toApiKey(row, bound.get(row.id))) } };
}
