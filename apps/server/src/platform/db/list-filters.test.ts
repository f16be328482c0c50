import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineList } from '@backoffice/contract';
import { applyListFilters, listSort } from './list-filters.js';

interface Db {
  things: {
    id: number;
    name: string;
    code: string;
    status: string;
    owner_id: number;
    members: number;
    created_at: string;
  };
}

const file = new SqliteDatabase(':memory:');
const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: file }) });
afterAll(async () => db.destroy());

const LIST = defineList({
  search: ['name', 'code'],
  facets: { status: ['Active', 'Inactive'], owner_id: 'id' },
  numbers: [{ field: 'members', min: 'members_min', max: 'members_max' }],
  sortable: ['name', 'created_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
});
const COLUMNS = {
  id: 't.id',
  name: 't.name',
  code: 't.code',
  status: 't.status',
  owner_id: 't.owner_id',
  members: 't.members',
  created_at: 't.created_at',
};

beforeAll(async () => {
  await db.schema
    .createTable('things')
    .addColumn('id', 'integer')
    .addColumn('name', 'text')
    .addColumn('code', 'text')
    .addColumn('status', 'text')
    .addColumn('owner_id', 'integer')
    .addColumn('members', 'integer')
    .addColumn('created_at', 'text')
    .execute();
  await db
    .insertInto('things')
    .values([
      {
        id: 1,
        name: 'Alpha',
        code: 'x-1',
        status: 'Active',
        owner_id: 1,
        members: 10,
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 2,
        name: 'Beta',
        code: 'ALPHA-2',
        status: 'Inactive',
        owner_id: 2,
        members: 20,
        created_at: '2026-02-01T00:00:00.000Z',
      },
      {
        id: 3,
        name: 'Gamma',
        code: 'g',
        status: 'Active',
        owner_id: 2,
        members: 30,
        created_at: '2026-03-01T00:00:00.000Z',
      },
    ])
    .execute();
});

async function ids(query: Record<string, unknown>): Promise<number[]> {
  const rows = await applyListFilters(db, db.selectFrom('things as t').select('t.id'), query, LIST, COLUMNS)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('applyListFilters', () => {
  it('matches the search in any searched field, ignoring case', async () => {
    expect(await ids({ search: 'alpha' })).toEqual([1, 2]);
  });

  it('applies facets, date ranges with both bounds included, and number ranges, together', async () => {
    expect(await ids({ status: 'Active' })).toEqual([1, 3]);
    expect(await ids({ owner_id: 2, status: 'Active' })).toEqual([3]);
    expect(await ids({ created_from: '2026-02-01T00:00:00Z', created_to: '2026-03-01T00:00:00+00:00' })).toEqual([
      2, 3,
    ]);
    expect(await ids({ members_min: 15, members_max: 20 })).toEqual([2]);
    expect(await ids({})).toEqual([1, 2, 3]);
  });

  it('keeps only the records named by ids (a selection), with the other filters still applied', async () => {
    expect(await ids({ ids: [3, 1] })).toEqual([1, 3]);
    expect(await ids({ ids: [1, 2], status: 'Inactive' })).toEqual([2]);
    expect(await ids({ ids: [] })).toEqual([1, 2, 3]);
  });

  it('refuses columns that do not say where a field is', () => {
    expect(() =>
      applyListFilters(db, db.selectFrom('things as t').select('t.id'), { status: 'Active' }, LIST, {
        id: 't.id',
        name: 't.name',
      }),
    ).toThrow(/status/);
  });

  it('sorts as asked, or by the default', () => {
    expect(listSort({ name: 'asc' }, LIST)).toEqual({ field: 'name', direction: 'asc' });
    expect(listSort({}, LIST)).toEqual({ field: 'created_at', direction: 'desc' });
  });
});
