import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Keyword rules, keyword messages, the search catalogue, sensitive words, sponsors and their clients.
 * Money is kept in cents (integers); dates without a time as 'YYYY-MM-DD'. Config rows are soft-deleted
 * (deleted_at), and uniqueness holds among live rows only.
 */
export function keywordsAndSearchBot(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const staffColumns = <B extends ReturnType<Kysely<unknown>['schema']['createTable']>>(builder: B) =>
        builder
          .addColumn('created_at', col.time, (c) => c.notNull())
          .addColumn('created_by', 'integer')
          .addColumn('updated_at', col.time, (c) => c.notNull())
          .addColumn('updated_by', 'integer')
          .addColumn('deleted_at', col.time);

      await staffColumns(
        db.schema
          .createTable('keywords')
          .addColumn('id', col.idType, col.id)
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('keyword', 'text', (c) => c.notNull())
          .addColumn('queue_number', 'integer', (c) => c.notNull())
          .addColumn('price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('trigger_count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('last_trigger_at', col.time)
          .addColumn('status', 'text', (c) => c.notNull()),
      ).execute();
      await sql`create unique index keywords_queue_live on keywords (type, queue_number) where deleted_at is null`.execute(
        db,
      );
      await sql`create index keywords_type_created on keywords (type, created_at) where deleted_at is null`.execute(db);
      await sql`create index keywords_lookup on keywords (lower(keyword)) where deleted_at is null`.execute(db);

      await staffColumns(
        db.schema
          .createTable('keyword_messages')
          .addColumn('id', col.idType, col.id)
          .addColumn('keyword', 'text', (c) => c.notNull())
          .addColumn('message_type', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('buttons', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('status', 'text', (c) => c.notNull()),
      ).execute();
      await sql`create unique index keyword_messages_keyword_live on keyword_messages (lower(keyword)) where deleted_at is null`.execute(
        db,
      );

      await staffColumns(
        db.schema
          .createTable('catalogue_entries')
          .addColumn('id', col.idType, col.id)
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('display_name', 'text', (c) => c.notNull())
          .addColumn('tier', 'text', (c) => c.notNull())
          .addColumn('member_count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull()),
      ).execute();
      await sql`create unique index catalogue_link_live on catalogue_entries (lower(link)) where deleted_at is null`.execute(
        db,
      );
      await sql`create index catalogue_filters on catalogue_entries (category, tier, created_at) where deleted_at is null`.execute(
        db,
      );

      await staffColumns(
        db.schema
          .createTable('sensitive_keywords')
          .addColumn('id', col.idType, col.id)
          .addColumn('keyword', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull()),
      ).execute();
      await sql`create unique index sensitive_keywords_live on sensitive_keywords (lower(keyword)) where deleted_at is null`.execute(
        db,
      );

      await staffColumns(
        db.schema
          .createTable('sponsor_clients')
          .addColumn('id', col.idType, col.id)
          .addColumn('name', 'text', (c) => c.notNull()),
      ).execute();
      await sql`create unique index sponsor_clients_name_live on sponsor_clients (lower(name)) where deleted_at is null`.execute(
        db,
      );

      await staffColumns(
        db.schema
          .createTable('sponsors')
          .addColumn('id', col.idType, col.id)
          .addColumn('client_id', 'integer', (c) => c.notNull().references('sponsor_clients.id'))
          .addColumn('display', 'text', (c) => c.notNull())
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('expired_date', col.date, (c) => c.notNull())
          .addColumn('view_count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('click_count', 'bigint', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await sql`create index sponsors_client on sponsors (client_id, created_at) where deleted_at is null`.execute(db);
      await sql`create index sponsors_expiry on sponsors (expired_date) where deleted_at is null`.execute(db);

      await db.schema
        .createTable('sponsor_daily_stats')
        .addColumn('sponsor_id', 'integer', (c) => c.notNull().references('sponsors.id'))
        .addColumn('day', col.date, (c) => c.notNull())
        .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('sponsor_daily_stats_pk', ['sponsor_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'sponsor_daily_stats',
        'sponsors',
        'sponsor_clients',
        'sensitive_keywords',
        'catalogue_entries',
        'keyword_messages',
        'keywords',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
