import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/** Bumped when a platform API key is created, revoked or changed (not when it is used). */
export const API_KEYS_VERSION = 'api_keys';
/** Bumped when a Telegram user joins, leaves or changes a list (Whitelist, Blacklist). */
export const ACCOUNT_LISTS_VERSION = 'account_lists';

const bump = (name: string) => `update cache_versions set version = version + 1 where name = '${name}'`;

/** [trigger, SQLite timing and WHEN, PostgreSQL timing, level and WHEN, version]. */
const TRIGGERS: readonly (readonly [string, string, string, string])[] = [
  ['api_keys_cache_insert', 'after insert on api_keys', 'after insert on api_keys for each statement', API_KEYS_VERSION],
  ['api_keys_cache_update', 'after update of name, secret_hash, scopes, revoked_at on api_keys', 'after update of name, secret_hash, scopes, revoked_at on api_keys for each statement', API_KEYS_VERSION],
  ['api_keys_cache_delete', 'after delete on api_keys', 'after delete on api_keys for each statement', API_KEYS_VERSION],
  // Ingestion inserts users all day long, always Normal: only a listed one changes the lists.
  ['tg_accounts_lists_insert', `after insert on tg_accounts when new.list_type <> 'Normal'`, `after insert on tg_accounts for each row when (new.list_type <> 'Normal')`, ACCOUNT_LISTS_VERSION],
  ['tg_accounts_lists_update', 'after update of list_type on tg_accounts when new.list_type <> old.list_type', 'after update of list_type on tg_accounts for each row when (new.list_type is distinct from old.list_type)', ACCOUNT_LISTS_VERSION],
  ['tg_accounts_lists_delete', `after delete on tg_accounts when old.list_type <> 'Normal'`, `after delete on tg_accounts for each row when (old.list_type <> 'Normal')`, ACCOUNT_LISTS_VERSION],
];

/**
 * Versions for the platform search's other cached reads (docs/decisions/0015): the live API keys and
 * the users on a list, kept in memory by every instance and reloaded when their version moves, as the
 * search rules are (decision 0007). Triggers bump them, so any writer is seen.
 */
export function platformCacheVersions(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`insert into cache_versions (name, version) values (${API_KEYS_VERSION}, 1), (${ACCOUNT_LISTS_VERSION}, 1)`.execute(db);
      if (postgres) {
        await sql
          .raw(`create function bump_cache_version() returns trigger language plpgsql as $$ begin update cache_versions set version = version + 1 where name = TG_ARGV[0]; return null; end $$`)
          .execute(db);
      }
      for (const [name, sqliteOn, postgresOn, version] of TRIGGERS) {
        const statement = postgres
          ? `create trigger ${name} ${postgresOn} execute function bump_cache_version('${version}')`
          : `create trigger ${name} ${sqliteOn} begin ${bump(version)}; end`;
        await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [name, , postgresOn] of TRIGGERS) {
        const table = postgresOn.includes(' on api_keys') ? 'api_keys' : 'tg_accounts';
        await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
      }
      if (postgres) await sql`drop function if exists bump_cache_version()`.execute(db);
      await sql`delete from cache_versions where name in (${API_KEYS_VERSION}, ${ACCOUNT_LISTS_VERSION})`.execute(db);
    },
  };
}
