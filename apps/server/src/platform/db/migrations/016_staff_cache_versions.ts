import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/** Bumped by every write that can change a signed-in staff member's principal (the session check's answer). */
const STAFF_ACCESS_VERSION = 'staff_access';
/** Bumped by every write that can change a page of the account list. */
const STAFF_ACCOUNTS_VERSION = 'staff_accounts';

/** [table, events, the versions it bumps]. Inserting a session or a role changes no one's principal yet. */
const WATCHED: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  ['accounts', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION, STAFF_ACCOUNTS_VERSION]],
  ['roles', ['update', 'delete'], [STAFF_ACCESS_VERSION, STAFF_ACCOUNTS_VERSION]],
  ['sessions', ['update', 'delete'], [STAFF_ACCESS_VERSION]],
  ['role_permissions', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION]],
  ['mfa_policy', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION]],
  ['mfa_policy_roles', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION]],
  ['mfa_totp', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION]],
  ['mfa_passkeys', ['insert', 'update', 'delete'], [STAFF_ACCESS_VERSION]],
];

/**
 * One trigger per table, event and version. PostgreSQL fires a table's triggers for one event in name
 * order, so "…_1_staff_access" locks its version row before "…_2_staff_accounts" in every transaction:
 * two transactions never wait on each other's version rows in opposite orders.
 */
function triggers(): { name: string; table: string; event: string; version: string }[] {
  return WATCHED.flatMap(([table, events, versions]) =>
    events.flatMap((event) =>
      versions.map((version, index) => ({
        name: `${table}_${event}_cache_${index + 1}_${version}`,
        table,
        event,
        version,
      })),
    ),
  );
}

/**
 * Versions for the staff console's cached reads (docs/decisions/0024): the principal behind a session and
 * the account list's pages, kept in memory by each instance and read again when their version moves.
 * Triggers bump them, so any writer is seen: the server, another instance, a bulk load, a hand edit.
 */
export function staffCacheVersions(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`insert into cache_versions (name, version) values (${STAFF_ACCESS_VERSION}, 1), (${STAFF_ACCOUNTS_VERSION}, 1)`.execute(
        db,
      );
      for (const { name, table, event, version } of triggers()) {
        // bump_cache_version(name) is migration 012's; PostgreSQL bumps once per statement, SQLite once per row.
        const statement = postgres
          ? `create trigger ${name} after ${event} on ${table} for each statement execute function bump_cache_version('${version}')`
          : `create trigger ${name} after ${event} on ${table} begin update cache_versions set version = version + 1 where name = '${version}'; end`;
        await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const { name, table } of triggers())
        await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
      await sql`delete from cache_versions where name in (${STAFF_ACCESS_VERSION}, ${STAFF_ACCOUNTS_VERSION})`.execute(
        db,
      );
    },
  };
}
