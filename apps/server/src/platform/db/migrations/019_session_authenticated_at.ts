import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * When the owner of a session last proved who they are in it (docs/decisions/0031-recent-authentication.md):
 * a sign-in by password, with or without a second step, or a re-authentication. Sessions opened before
 * have none, so they must re-authenticate before the first change that needs a recent proof.
 */
export function sessionAuthenticatedAt(kind: DatabaseKind): Migration {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('authenticated_at', col.time).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
    },
  };
}
