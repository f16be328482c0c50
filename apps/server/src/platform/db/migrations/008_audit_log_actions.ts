import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The Audit Log page filters by action and lists the actions the log holds; without an index both
 * read the whole log, which only grows.
 */
export const auditLogActions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index audit_log_action on audit_log (action, entity, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index audit_log_action`.execute(db);
  },
};
