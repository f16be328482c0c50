import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/**
 * PostgreSQL: trigram indexes on the Telegram users' first and last names, beside the username's of
 * migration 004. The Account List's search is "username, first name or last name contains": with one
 * branch of the OR unindexed, PostgreSQL read every row to find the matches and count them; with all three
 * it ORs the three indexes' bitmaps. SQLite reads the rows as before.
 */
export function accountListNameTrigrams(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (!postgres) return;
      for (const column of ['first_name', 'last_name'])
        await sql
          .raw(
            `create index tg_accounts_${column}_trgm on tg_accounts using gin (lower(${column}) public.gin_trgm_ops)`,
          )
          .execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (!postgres) return;
      for (const column of ['first_name', 'last_name'])
        await sql.raw(`drop index if exists tg_accounts_${column}_trgm`).execute(db);
    },
  };
}
