import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { containsIgnoreCase } from '../../platform/db/query.js';
import { useTestServer } from '../../test/harness.js';

/** The indexes migration 025 adds are only worth their writes while the search can use them. */
const server = useTestServer();

describe('the Account List search on PostgreSQL', () => {
  it('can answer "username, first or last name contains" from trigram indexes alone', async () => {
    const db = server.database.db;
    const plan = await db.transaction().execute(async (trx) => {
      // Few rows here: without this the planner reads the table, as it should; the question is whether it could do otherwise.
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await trx
        .selectFrom('tg_accounts as a')
        .select('a.id')
        .where((eb) =>
          eb.or(
            ['a.username', 'a.first_name', 'a.last_name'].map((column) =>
              containsIgnoreCase(eb.ref(column as 'a.username'), 'ivan'),
            ),
          ),
        )
        .explain<{ 'QUERY PLAN': string }>();
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('BitmapOr');
    for (const index of ['tg_accounts_username_trgm', 'tg_accounts_first_name_trgm', 'tg_accounts_last_name_trgm'])
      expect(plan).toContain(index);
  });
});
