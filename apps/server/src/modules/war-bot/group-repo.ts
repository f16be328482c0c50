import {
  CREATED_RANGE,
  WAR_GROUP_SIDES,
  WAR_GROUP_SORTABLE,
  WAR_GROUP_TYPES,
  type ListDescriptor,
  type WarGroup,
  type WarGroupSide,
  type WarGroupType,
  type warGroupListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordReads, type CreatedRecords } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/schema.js';
import { liveRecords, withCreator, type LiveRecords } from '../../platform/db/records.js';
import { assignedStalkers } from './assigned-stalker.js';

type ListQuery = z.output<typeof warGroupListQuerySchema>;

const liveGroups = (db: Executor) => liveRecords(db, 'war_groups', 'g');

/** The columns of a group as the API shows it, with its creator's name. */
function withColumns(query: CreatedRecords<'war_groups', 'g'>) {
  return query.select([
    'g.id',
    'g.link',
    'g.title',
    'g.type',
    'g.side',
    'g.created_at',
    'g.updated_at',
    'creator.username as created_by_name',
  ]);
}

/** The joins and columns of a group as the API shows it. */
function withDetails(query: LiveRecords<'war_groups', 'g'>) {
  return withColumns(withCreator(query, 'g'));
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toGroup(row: GroupRow): Omit<WarGroup, 'stalker'> {
  return {
    id: row.id,
    link: row.link,
    title: row.title,
    type: row.type as WarGroupType,
    side: row.side as WarGroupSide,
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

/** The groups with their assigned stalkers, read in one query. */
async function withStalkers(db: Executor, groups: Omit<WarGroup, 'stalker'>[]): Promise<WarGroup[]> {
  const stalkers = await assignedStalkers(
    db,
    groups.map((group) => group.id),
  );
  return groups.map((group) => ({ ...group, stalker: stalkers.get(group.id) ?? null }));
}

export async function findGroup(db: Executor, id: number): Promise<WarGroup | undefined> {
  const [group] = await findGroups(db, [id]);
  return group;
}

/** The live groups among `ids`, in the order asked. */
export async function findGroups(db: Executor, ids: readonly number[]): Promise<WarGroup[]> {
  if (ids.length === 0) return [];
  const rows = await withDetails(liveGroups(db)).where('g.id', 'in', ids).execute();
  const byId = new Map((await withStalkers(db, rows.map(toGroup))).map((group) => [group.id, group]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the tracked-group list filters: its query's search, facets and created-at range, said as a list descriptor. */
const GROUP_LIST: ListDescriptor = {
  search: ['title', 'link'],
  facets: { side: WAR_GROUP_SIDES, type: WAR_GROUP_TYPES },
  dates: [CREATED_RANGE],
  numbers: [],
  sortable: WAR_GROUP_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
};

const groups = recordReads('war_groups', 'g', {
  details: withColumns,
  toRecord: toGroup,
  list: GROUP_LIST,
  columns: { id: 'g.id', title: 'g.title', link: 'g.link', side: 'g.side', type: 'g.type', created_at: 'g.created_at' },
});

export async function listGroups(db: Executor, query: ListQuery) {
  const page = await groups.list(db, query);
  return { data: { ...page.data, data: await withStalkers(db, page.data.data) } };
}
