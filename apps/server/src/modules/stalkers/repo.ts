import {
  ACTIVE_STATUSES,
  GROUP_TYPES,
  SESSION_KINDS,
  SESSION_STRING_MASK,
  STALKER_HEALTHS,
  STALKER_LIST,
  stalkerCapacity,
  type Stalker,
  type StalkerGroup,
  type stalkerListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordReads, type CreatedRecords } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/schema.js';
import { liveRecords } from '../../platform/db/records.js';
import { sessionKindLabel } from './session-kind.js';

type ListQuery = z.output<typeof stalkerListQuerySchema>;

const liveStalkers = (db: Executor) => liveRecords(db, 'stalkers', 's');

/** The columns of a stalker as the API shows it: never the sealed session columns. */
function withDetails(query: CreatedRecords<'stalkers', 's'>) {
  return query.select((eb) => [
    's.id',
    's.tg_id',
    's.username',
    's.group_type',
    's.session_kind',
    's.remarks',
    's.status',
    's.premium',
    's.health',
    's.flood_wait_until',
    's.groups_joined',
    's.last_heartbeat_at',
    's.created_at',
    's.updated_at',
    'creator.username as created_by_name',
    eb
      .selectFrom('stalker_groups as g')
      .whereRef('g.stalker_id', '=', 's.id')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .as('assigned_groups'),
  ]);
}

type StalkerRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function toStalker(row: StalkerRow): Stalker {
  const kind = oneOf(SESSION_KINDS, row.session_kind, 'telethon');
  const premium = Number(row.premium) === 1;
  return {
    id: row.id,
    tg_id: row.tg_id,
    username: row.username,
    group_type: oneOf(GROUP_TYPES, row.group_type, 'Group'),
    session_kind: kind,
    session_string_masked: `${sessionKindLabel(kind)} ${SESSION_STRING_MASK}`,
    remarks: row.remarks,
    status: oneOf(ACTIVE_STATUSES, row.status, 'Inactive'),
    premium,
    capacity: stalkerCapacity(premium),
    assigned_groups: Number(row.assigned_groups ?? 0),
    groups_joined: Number(row.groups_joined),
    health: oneOf(STALKER_HEALTHS, row.health, 'unknown'),
    flood_wait_until: row.flood_wait_until === null ? null : new Date(row.flood_wait_until).toISOString(),
    last_heartbeat_at: row.last_heartbeat_at === null ? null : new Date(row.last_heartbeat_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by_name ?? null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const LIST_COLUMNS = {
  id: 's.id',
  username: 's.username',
  tg_id: 's.tg_id',
  status: 's.status',
  health: 's.health',
  group_type: 's.group_type',
  created_at: 's.created_at',
};

const stalkers = recordReads('stalkers', 's', {
  details: withDetails,
  toRecord: toStalker,
  list: STALKER_LIST,
  columns: LIST_COLUMNS,
});

export const findStalker = stalkers.find;

/** The live stalker with this Telegram id, if any (the id is unique among live rows). */
export async function findStalkerIdByTgId(db: Executor, tgId: string): Promise<number | undefined> {
  const row = await liveStalkers(db).select('s.id').where('s.tg_id', '=', tgId).executeTakeFirst();
  return row?.id;
}

/** One page of stalkers; search matches the username or the Telegram id. */
export function listStalkers(db: Executor, query: ListQuery) {
  // A username may be searched with its @.
  return stalkers.list(db, { ...query, search: query.search?.replace(/^@/, '') });
}

/** The war groups a stalker watches, by id. */
export async function assignedGroups(db: Executor, stalkerId: number): Promise<StalkerGroup[]> {
  return db
    .selectFrom('stalker_groups as a')
    .innerJoin('war_groups as g', 'g.id', 'a.group_id')
    .select(['g.id', 'g.link', 'g.title', 'g.type'])
    .where('a.stalker_id', '=', stalkerId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}

/** The sealed session of a live stalker, with what the worker needs beside it. */
export async function sealedSessionOf(db: Executor, id: number) {
  return liveStalkers(db)
    .select([
      's.id',
      's.tg_id',
      's.status',
      's.health',
      's.session_kind',
      's.session_ciphertext',
      's.session_nonce',
      's.session_key_version',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}
