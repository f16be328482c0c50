import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { POSTGRES_URL } from '../../test/postgres-url.js';
import { AuditRetention } from './retention.js';

const server = useTestServer();

/** Instances on one PostgreSQL database take turns through an advisory lock; on SQLite there is one process. */
describe('the audit log purge on PostgreSQL', () => {
  it('leaves the round to the instance holding the lock', async () => {
    await server.database.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: 'cli',
        action: 'keyword.forward.update',
        entity: 'keyword',
        entity_id: 'locked-0',
        changes: JSON.stringify({ remarks: { from: 'a', to: 'b' } }),
        ip: null,
        created_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      })
      .execute();
    const remaining = async () =>
      (await server.database.db.selectFrom('audit_log').select('id').where('entity_id', '=', 'locked-0').execute())
        .length;
    const holder = new pg.Client({ connectionString: POSTGRES_URL });
    await holder.connect();
    try {
      const schema = server.database.schema ?? 'public';
      await holder.query(`select pg_advisory_lock(hashtext($1 || ':audit_retention'))`, [schema]);
      const retention = new AuditRetention({ database: server.database, days: 30, log: server.app.log });
      expect(await retention.runOnce()).toBeUndefined();
      expect(await remaining()).toBe(1);
      await holder.query(`select pg_advisory_unlock(hashtext($1 || ':audit_retention'))`, [schema]);
      expect(await retention.runOnce()).toMatchObject({ deleted: 1 });
      expect(await remaining()).toBe(0);
    } finally {
      await holder.end();
    }
  });
});
