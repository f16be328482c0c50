import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/** Migration 016's version of the session check's cached rows; the check now reads the database on every request. */
const STAFF_ACCESS_VERSION = 'staff_access';

/** The tables and events whose triggers bumped it, as migration 016 made them. */
const WATCHED: readonly (readonly [string, readonly string[]])[] = [
  ['accounts', ['insert', 'update', 'delete']],
  ['roles', ['update', 'delete']],
  ['sessions', ['update', 'delete']],
  ['role_permissions', ['insert', 'update', 'delete']],
  ['mfa_policy', ['insert', 'update', 'delete']],
  ['mfa_policy_roles', ['insert', 'update', 'delete']],
  ['mfa_totp', ['insert', 'update', 'delete']],
  ['mfa_passkeys', ['insert', 'update', 'delete']],
];

/** Migration 016 named each `<table>_<event>_cache_1_staff_access`: the first version of its table. */
const TRIGGERS = WATCHED.flatMap(([table, events]) =>
  events.map((event) => ({ name: `${table}_${event}_cache_1_${STAFF_ACCESS_VERSION}`, table, event })),
);

/**
 * The staff access version goes, with its triggers: nothing reads it since the session check stopped
 * keeping rows in memory (issue 29), and each bump was one more row written, and on PostgreSQL locked
 * until commit, by every sign-in, refresh, sign-out and change to an account, role or second factor.
 * The account list's version (`staff_accounts`) and its triggers stay.
 */
export function noStaffAccessVersion(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const { name, table } of TRIGGERS)
        await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
      await sql`delete from cache_versions where name = ${STAFF_ACCESS_VERSION}`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`insert into cache_versions (name, version) values (${STAFF_ACCESS_VERSION}, 1)`.execute(db);
      for (const { name, table, event } of TRIGGERS) {
        const statement = postgres
          ? `create trigger ${name} after ${event} on ${table} for each statement execute function bump_cache_version('${STAFF_ACCESS_VERSION}')`
          : `create trigger ${name} after ${event} on ${table} begin update cache_versions set version = version + 1 where name = '${STAFF_ACCESS_VERSION}'; end`;
        await sql.raw(statement).execute(db);
      }
    },
  };
}
