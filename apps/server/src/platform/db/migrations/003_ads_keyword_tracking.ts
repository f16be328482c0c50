import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Marketing Tool → Ads Keyword Tracking: the keywords whose paid ad positions are watched, and the
 * positions ("slots") last observed for each. Keywords are soft-deleted like other config rows;
 * slots belong to their keyword and are removed with it. Prices in cents, expiry as 'YYYY-MM-DD'.
 */
export function adsKeywordTracking(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ads_keywords')
        .addColumn('id', col.idType, col.id)
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('info_updated_at', col.time)
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      await sql`create unique index ads_keywords_keyword_live on ads_keywords (lower(keyword)) where deleted_at is null`.execute(
        db,
      );
      await sql`create index ads_keywords_created on ads_keywords (created_at) where deleted_at is null`.execute(db);

      await db.schema
        .createTable('ads_keyword_slots')
        .addColumn('id', col.idType, col.id)
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('ads_keywords.id'))
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('expired_date', col.date)
        .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('observed_at', col.time, (c) => c.notNull())
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('ads_keyword_slots_keyword_slot', ['keyword_id', 'slot'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['ads_keyword_slots', 'ads_keywords']) await db.schema.dropTable(table).execute();
    },
  };
}
