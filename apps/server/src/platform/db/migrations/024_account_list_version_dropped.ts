import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

const STAFF_ACCOUNTS_VERSION = 'staff_accounts';

/** Migration 016's triggers of the account list's version: [table, event], each named as 016 named it. */
const TRIGGERS: readonly (readonly [string, string])[] = [
  ['accounts', 'insert'],
  ['accounts', 'update'],
  ['accounts', 'delete'],
  ['roles', 'update'],
  ['roles', 'delete'],
];

const nameOf = (table: string, event: string) => `${table}_${event}_cache_2_${STAFF_ACCOUNTS_VERSION}`;

/**
 * The account list's pages are no longer kept (docs/decisions/0036): nothing reads the `staff_accounts`
 * version, so every write to an account or a role stops bumping it — on PostgreSQL that also frees the
 * version row that two such writes waited on. The `staff_access` version of migration 016 stays.
 */
export function accountListVersionDropped(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, event] of TRIGGERS)
        await sql.raw(`drop trigger if exists ${nameOf(table, event)}${postgres ? ` on ${table}` : ''}`).execute(db);
      await sql`delete from cache_versions where name = ${STAFF_ACCOUNTS_VERSION}`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`insert into cache_versions (name, version) values (${STAFF_ACCOUNTS_VERSION}, 1)`.execute(db);
      for (const [table, event] of TRIGGERS) {
        const name = nameOf(table, event);
        const statement = postgres
          ? `create trigger ${name} after ${event} on ${table} for each statement execute function bump_cache_version('${STAFF_ACCOUNTS_VERSION}')`
          : `create trigger ${name} after ${event} on ${table} begin update cache_versions set version = version + 1 where name = '${STAFF_ACCOUNTS_VERSION}'; end`;
        await sql.raw(statement).execute(db);
      }
    },
  };
}
