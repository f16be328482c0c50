import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Stalker accounts (docs/decisions/0009): the session string is stored only sealed (AES-256-GCM,
 * ciphertext + nonce + key version, bound to the row id), and wiped when the stalker is deleted.
 * stalker_groups says which war group each stalker watches; a group has at most one stalker.
 */
export function stalkers(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('stalkers')
        .addColumn('id', col.idType, col.id)
        .addColumn('tg_id', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('group_type', 'text', (c) => c.notNull())
        .addColumn('session_ciphertext', 'text')
        .addColumn('session_nonce', 'text')
        .addColumn('session_key_version', 'integer')
        .addColumn('session_kind', 'text', (c) => c.notNull())
        .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('premium', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('health', 'text', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('flood_wait_until', col.time)
        .addColumn('groups_joined', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_heartbeat_at', col.time)
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      await sql`create unique index stalkers_tg_id_live on stalkers (tg_id) where deleted_at is null`.execute(db);
      await sql`create index stalkers_created_at on stalkers (created_at, id)`.execute(db);
      // Key rotation walks the rows still sealed with an older key.
      await sql`create index stalkers_session_key_version on stalkers (session_key_version, id)`.execute(db);

      await db.schema
        .createTable('stalker_groups')
        .addColumn('stalker_id', 'integer', (c) => c.notNull().references('stalkers.id'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('war_groups.id'))
        .addColumn('assigned_at', col.time, (c) => c.notNull())
        // One stalker per group: the group id alone is the key.
        .addPrimaryKeyConstraint('stalker_groups_pk', ['group_id'])
        .execute();
      await sql`create index stalker_groups_stalker on stalker_groups (stalker_id, group_id)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('stalker_groups').execute();
      await db.schema.dropTable('stalkers').execute();
    },
  };
}
