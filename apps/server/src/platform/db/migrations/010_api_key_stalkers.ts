import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The stalkers a `stalker`-scope API key serves: the only session strings that key may read. A key
 * with no row here reads none. Deleting a stalker (a soft delete) removes its rows.
 */
export const apiKeyStalkers: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('api_key_stalkers')
      .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
      .addColumn('stalker_id', 'integer', (c) => c.notNull().references('stalkers.id'))
      .addPrimaryKeyConstraint('api_key_stalkers_pk', ['api_key_id', 'stalker_id'])
      .execute();
    // Deleting a stalker drops its bindings by stalker id.
    await sql`create index api_key_stalkers_stalker on api_key_stalkers (stalker_id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('api_key_stalkers').execute();
  },
};
