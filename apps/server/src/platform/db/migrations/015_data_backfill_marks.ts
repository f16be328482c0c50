import { sql, type Kysely, type Migration } from 'kysely';

/**
 * How far a data backfill that runs after the migrations, outside their transaction, has come
 * (platform/db/chat-record-folding.ts): the rows up to `through_id` are done, so a later start
 * resumes there, and only rows written since (by an instance of the previous version during a
 * rolling upgrade) are read again.
 */
export const dataBackfillMarks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table data_backfill_marks (name text primary key, through_id bigint not null)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table data_backfill_marks`.execute(db);
  },
};
