import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * The sign-in throttle counts the credential checks running now apart from the failures they settle into
 * (docs/decisions/0013): a check in flight takes one of the free attempts' places without being a failure,
 * so the right password is never refused because other attempts are merely being checked.
 */
export function signInChecksInFlight(kind: DatabaseKind): Migration {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('login_throttle')
        .addColumn('in_flight', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('login_throttle').addColumn('in_flight_since', col.time).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table login_throttle drop column in_flight_since`.execute(db);
      await sql`alter table login_throttle drop column in_flight`.execute(db);
    },
  };
}
