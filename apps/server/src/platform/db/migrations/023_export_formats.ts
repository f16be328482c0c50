import type { Kysely, Migration } from 'kysely';

/**
 * The file format of an export (`csv`, or `jsonl` for the audit log's JSON Lines): every export made
 * before was CSV, which the default says. A column with a default, no rows rewritten.
 */
export const exportFormats: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('exports')
      .addColumn('format', 'text', (c) => c.notNull().defaultTo('csv'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('exports').dropColumn('format').execute();
  },
};
