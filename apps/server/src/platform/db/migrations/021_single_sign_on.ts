import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Single sign-on through OpenID Connect (docs/decisions/0033-single-sign-on.md): the sign-ins sent to the
 * provider and not yet back (one row per `state`, bound to the browser that started it), and the roles
 * whose holders must sign in through the provider.
 */
export function singleSignOn(kind: DatabaseKind): Migration {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sso_sign_ins')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        // The hash of the HttpOnly cookie of the browser that started it: a state is good in that browser only.
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('expires_at', col.time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sso_sign_ins_expiry').on('sso_sign_ins').column('expires_at').execute();
      await db.schema
        .alterTable('roles')
        .addColumn('requires_sso', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('roles').dropColumn('requires_sso').execute();
      await db.schema.dropTable('sso_sign_ins').execute();
    },
  };
}
