import { sql, type Kysely } from 'kysely';
import type { Database, Executor } from './schema.js';

/**
 * PostgreSQL keeps chat_records and search_events in one partition per week of their time column, Monday
 * 00:00 UTC to the next (migration 029, docs/decisions/0043). The server makes the partitions: at start and
 * hourly it makes this week's and the next PARTITION_WEEKS_AHEAD weeks', and one for each week the default
 * partition holds rows of (records sent long ago, or far ahead), moving those rows into it. A row never waits
 * for its partition: until it exists, the default partition holds it.
 */
export const EVENT_TABLES = { chat_records: 'sent_at', search_events: 'searched_at' } as const;
export type EventTable = keyof typeof EVENT_TABLES;

export const PARTITION_WEEKS_AHEAD = 2;
/** How often the server makes the coming weeks' partitions. */
export const PARTITION_CHECK_MS = 3_600_000;
/** A partition is made or dropped under a lock of the whole table: wait this long for it, then try later. */
const LOCK_TIMEOUT = '5s';

const LOCK_NOT_AVAILABLE = '55P03';
const WEEK_MS = 7 * 86_400_000;
/** 1970-01-05, the first Monday of the epoch: weeks are counted from there. */
const FIRST_MONDAY_MS = 4 * 86_400_000;

/** One partition of an event table and the half-open range [from, until) of times it holds. */
export interface EventPartition {
  name: string;
  /** Undefined: from the beginning of time (the table as it was before partitioning). */
  from?: string;
  /** Undefined for the default partition, which holds what no other one covers. */
  until?: string;
  isDefault: boolean;
}

/** The start of an instant's week (Monday 00:00 UTC), ISO-8601 with milliseconds. */
export function weekStart(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(Math.floor((time - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS).toISOString();
}

function weekAfter(week: string): string {
  return new Date(Date.parse(week) + WEEK_MS).toISOString();
}

/** `chat_records_p20261207`: the table's partition of the week starting that Monday. */
export function weekPartitionName(table: EventTable, week: string): string {
  return `${table}_p${week.slice(0, 10).replaceAll('-', '')}`;
}

/** A bound of the partition's range as ISO-8601 UTC, read from its definition (null for MINVALUE or DEFAULT). */
const bound = (pattern: string) =>
  sql.raw(
    `to_char((regexp_match(pg_get_expr(c.relpartbound, c.oid), '${pattern.replaceAll("'", "''")}'))[1]::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  );

/** The table's partitions, oldest first, the default one last. */
export async function eventPartitions(db: Executor, table: EventTable): Promise<EventPartition[]> {
  const { rows } = await sql<{ name: string; from: string | null; until: string | null; is_default: boolean }>`
    select c.relname as name, ${bound("FROM \\('([^']*)'\\)")} as from, ${bound("TO \\('([^']*)'\\)")} as until,
      pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT' as is_default
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass`.execute(db);
  return rows
    .map((row) => ({
      name: row.name,
      ...(row.from === null ? {} : { from: row.from }),
      ...(row.until === null ? {} : { until: row.until }),
      isDefault: row.is_default,
    }))
    .sort((a, b) => (a.isDefault ? 1 : b.isDefault ? -1 : (a.from ?? '') < (b.from ?? '') ? -1 : 1));
}

function covers(partitions: readonly EventPartition[], week: string): boolean {
  return partitions.some((p) => !p.isDefault && (p.from ?? '') <= week && week < (p.until ?? ''));
}

/** The weeks the default partition holds rows of (PostgreSQL's weeks start on Monday). */
async function weeksInDefault(db: Executor, table: EventTable, fallback: string): Promise<string[]> {
  const time = sql.ref(EVENT_TABLES[table]);
  const { rows } = await sql<{ week: string }>`
    select distinct to_char(date_trunc('week', ${time} at time zone 'UTC'), 'YYYY-MM-DD"T00:00:00.000Z"') as week
    from ${sql.ref(fallback)}`.execute(db);
  return rows.map((row) => row.week);
}

/**
 * Makes the week's partition: a table like the parent, with the event id unique within it, filled with the
 * week's rows from the default partition and then attached. The attach takes a lighter lock than a
 * `create table … partition of` would, so reads and writes of the table go on meanwhile.
 */
async function makeWeekPartition(trx: Executor, table: EventTable, week: string, fallback?: string): Promise<void> {
  const name = weekPartitionName(table, week);
  const time = sql.ref(EVENT_TABLES[table]);
  const until = weekAfter(week);
  await sql`set local lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
  await sql`create table ${sql.ref(name)} (like ${sql.ref(table)} including defaults)`.execute(trx);
  await sql`alter table ${sql.ref(name)} add primary key (id)`.execute(trx);
  await sql`alter table ${sql.ref(name)} add unique (event_id)`.execute(trx);
  if (fallback)
    await sql`with moved as (delete from ${sql.ref(fallback)} where ${time} >= ${week} and ${time} < ${until} returning *)
      insert into ${sql.ref(name)} select * from moved`.execute(trx);
  await sql`alter table ${sql.ref(table)} attach partition ${sql.ref(name)}
    for values from (${sql.lit(week)}) to (${sql.lit(until)})`.execute(trx);
}

/** Under this schema's lock for partition changes, or not at all when `wait` is false and another session holds it. */
async function underPartitionLock(trx: Executor, wait: boolean): Promise<boolean> {
  const lock = sql`hashtext(current_schema() || ':event_partitions')`;
  if (wait) {
    await sql`select pg_advisory_xact_lock(${lock})`.execute(trx);
    return true;
  }
  const taken = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${lock}) as locked`.execute(trx);
  return taken.rows[0]?.locked === true;
}

/**
 * Makes the partitions due at `now` for every event table, one transaction per partition; answers the names
 * made. `wait`: at start the server waits for another instance doing the same; on the hourly round it skips.
 */
export async function makeDuePartitions(db: Kysely<Database>, now: Date, wait: boolean): Promise<string[]> {
  const made: string[] = [];
  for (const table of Object.keys(EVENT_TABLES) as EventTable[]) {
    const partitions = await eventPartitions(db, table);
    const fallback = partitions.find((p) => p.isDefault)?.name;
    const thisWeek = weekStart(now);
    const ahead = Array.from({ length: PARTITION_WEEKS_AHEAD + 1 }, (_, i) =>
      new Date(Date.parse(thisWeek) + i * WEEK_MS).toISOString(),
    );
    const held = fallback ? await weeksInDefault(db, table, fallback) : [];
    for (const week of [...new Set([...held, ...ahead])].sort()) {
      if (covers(partitions, week)) continue;
      if (!(await makeIfMissing(db, table, week, fallback, wait))) continue;
      made.push(weekPartitionName(table, week));
      // Filled at once by the move, it has no statistics of its columns until autovacuum comes by: the planner then
      // guesses a range holds a handful of the week's records and sorts them all where it would read them in order.
      if (held.includes(week)) await sql`analyze ${sql.ref(weekPartitionName(table, week))}`.execute(db);
    }
    if (fallback && held.length > 0) await vacuumDefault(db, fallback);
  }
  return made;
}

/** One week's partition in a transaction of its own; false when another session made it or holds the lock. */
function makeIfMissing(
  db: Kysely<Database>,
  table: EventTable,
  week: string,
  fallback: string | undefined,
  wait: boolean,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      if (!(await underPartitionLock(trx, wait))) return false;
      if (covers(await eventPartitions(trx, table), week)) return false;
      await makeWeekPartition(trx, table, week, fallback);
      return true;
    })
    .catch((error: unknown) => {
      // The table stayed busy past the lock timeout: the next round makes it, and the default holds its rows.
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return false;
      throw error;
    });
}

const QUERY_CANCELED = '57014';

/**
 * Vacuums the default partition after rows were moved out of it: until then its index still holds their dead
 * entries, and every statement that names no range (the newest page of all records) walks through them. One that
 * outlasts the statement timeout is left to autovacuum.
 */
async function vacuumDefault(db: Kysely<Database>, fallback: string): Promise<void> {
  await sql`vacuum (analyze) ${sql.ref(fallback)}`.execute(db).catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
  });
}

/**
 * Detaches and drops one partition, under the partition lock (waiting for it), inside the caller's
 * transaction, so what the caller changes beside it (the hourly counts, the audit entry) commits with it.
 */
export async function dropPartition(trx: Executor, table: EventTable, partition: EventPartition): Promise<void> {
  await underPartitionLock(trx, true);
  await sql`set local lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
  await sql`alter table ${sql.ref(table)} detach partition ${sql.ref(partition.name)}`.execute(trx);
  await sql`drop table ${sql.ref(partition.name)}`.execute(trx);
}
