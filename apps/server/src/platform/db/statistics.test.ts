import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStatisticsFresh } from './statistics.js';

/** Rows SQLite's planner believes `people` holds, from the statistics ANALYZE left. */
function analyzedRows(file: SqliteDatabase.Database): number | undefined {
  const row = file.prepare(`select stat from sqlite_stat1 where tbl = 'people' and idx = 'people_name'`).get() as
    { stat: string } | undefined;
  return row ? Number(row.stat.split(' ')[0]) : undefined;
}

/** How SQLite means to run a join of `people` with itself, as the staff lists join their creator. */
function joinPlan(file: SqliteDatabase.Database): string {
  const rows = file
    .prepare(
      'explain query plan select p.id, c.name from people p left join people c on c.id = p.created_by order by p.name limit 10',
    )
    .all() as { detail: string }[];
  return rows.map((row) => row.detail).join('\n');
}

/** Statistics taken while `people` held one row, as the demo's first start takes them. */
function analyzedWhileTiny(): SqliteDatabase.Database {
  const file = new SqliteDatabase(':memory:');
  file.exec(
    'create table people (id integer primary key, name text not null, created_by integer); create index people_name on people (name);',
  );
  file.exec(`insert into people (name) values ('first'); analyze;`);
  return file;
}

/** A bulk load of 10,000 rows after those statistics. */
function grow(file: SqliteDatabase.Database): void {
  const insert = file.prepare('insert into people (name, created_by) values (?, 1)');
  file.transaction(() => {
    for (let i = 0; i < 10_000; i++) insert.run(`person ${i}`);
  })();
}

/** The demo's situation: statistics taken while the table held one row, then a bulk load. */
function staleDatabase(): SqliteDatabase.Database {
  const file = analyzedWhileTiny();
  grow(file);
  return file;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('planner statistics', () => {
  it('stale statistics make SQLite scan a joined table: the case the upkeep exists for', () => {
    const file = staleDatabase();
    expect(analyzedRows(file)).toBe(1);
    expect(joinPlan(file)).toMatch(/SCAN c\b/);
    file.close();
  });

  it('re-analyzes a table that grew, when the database opens', () => {
    const file = staleDatabase();
    const upkeep = keepStatisticsFresh(file);
    expect(analyzedRows(file)).toBeGreaterThan(1_000);
    expect(joinPlan(file)).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    upkeep.stop();
    file.close();
  });

  it('re-analyzes on its schedule a table that grew while the server ran', () => {
    vi.useFakeTimers();
    const file = analyzedWhileTiny();
    const upkeep = keepStatisticsFresh(file, 60_000);
    grow(file);
    expect(analyzedRows(file)).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(analyzedRows(file)).toBeGreaterThan(1_000);
    expect(joinPlan(file)).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    upkeep.stop();
    file.close();
  });

  it('analyzes a staff-sized table exactly: one role shared by 10,000 accounts is not taken for a selective one', () => {
    const file = new SqliteDatabase(':memory:');
    file.exec(
      'create table people (id integer primary key, name text not null, role integer not null); create index people_role on people (role);',
    );
    file.exec(`insert into people (name, role) values ('first', 1); analyze;`);
    const insert = file.prepare('insert into people (name, role) values (?, 1)');
    file.transaction(() => {
      for (let i = 0; i < 10_000; i++) insert.run(`person ${i}`);
    })();
    const upkeep = keepStatisticsFresh(file);
    const stat = file.prepare(`select stat from sqlite_stat1 where idx = 'people_role'`).get() as { stat: string };
    // Rows in the index, then rows per distinct role: all of them.
    expect(stat.stat).toBe('10001 10001');
    upkeep.stop();
    file.close();
  });

  it('checks once more at close, so the next start finds the statistics current', () => {
    vi.useFakeTimers();
    const file = analyzedWhileTiny();
    const upkeep = keepStatisticsFresh(file, 60_000);
    grow(file);
    upkeep.stop();
    expect(analyzedRows(file)).toBeGreaterThan(1_000);
    file.close();
  });
});
