import { sql, type Kysely } from 'kysely';
import { BUILT_IN_ROLES } from '@backoffice/contract';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/** Staff accounts, roles, sessions, sign-in throttling and the audit log. */
export function staffAndAudit(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('roles')
        .addColumn('id', col.idType, col.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      await sql`create unique index roles_name_live on roles (lower(name)) where deleted_at is null`.execute(db);

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
        .execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', col.idType, col.id)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('force_reset_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login_at', col.time)
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      // Uniqueness holds among live accounts only: a deleted account keeps its row for the audit trail.
      await sql`create unique index accounts_email_live on accounts (lower(email)) where deleted_at is null`.execute(
        db,
      );
      await sql`create unique index accounts_username_live on accounts (lower(username)) where deleted_at is null`.execute(
        db,
      );
      await sql`create index accounts_role on accounts (role_id)`.execute(db);
      await sql`create index accounts_created_at on accounts (created_at)`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('expires_at', col.time, (c) => c.notNull())
        .addColumn('revoked_at', col.time)
        .addColumn('revoked_reason', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await sql`create index sessions_account on sessions (account_id) where revoked_at is null`.execute(db);

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('expires_at', col.time, (c) => c.notNull())
        .addColumn('used_at', col.time)
        .execute();
      await sql`create index refresh_tokens_session on refresh_tokens (session_id)`.execute(db);

      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', col.time, (c) => c.notNull())
        .addColumn('blocked_until', col.time)
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', col.idType, col.id)
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', col.time, (c) => c.notNull())
        .execute();
      await sql`create index audit_log_created on audit_log (created_at)`.execute(db);
      await sql`create index audit_log_entity on audit_log (entity, entity_id, created_at)`.execute(db);
      await sql`create index audit_log_actor on audit_log (actor_id, created_at)`.execute(db);

      const now = new Date().toISOString();
      for (const role of Object.values(BUILT_IN_ROLES)) {
        const inserted = await sql<{ id: number }>`
          insert into roles (name, description, built_in, created_at, updated_at)
          values (${role.name}, ${role.description}, 1, ${now}, ${now}) returning id`.execute(db);
        const roleId = inserted.rows[0]?.id;
        for (const permission of role.permissions) {
          await sql`insert into role_permissions (role_id, permission) values (${roleId}, ${permission})`.execute(db);
        }
      }
    },
    async down(): Promise<void> {
      throw new Error('The first migration cannot be reverted: restore a backup instead.');
    },
  };
}
