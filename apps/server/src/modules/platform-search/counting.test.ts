import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { writeSearchCounts, type SearchCount } from './counting.js';

const server = useTestServer();

async function createSponsors(names: readonly string[]): Promise<number[]> {
  const db = server.database.db;
  const now = new Date().toISOString();
  const staffEdited = { created_at: now, created_by: null, updated_at: now, updated_by: null, deleted_at: null };
  const client = await db
    .insertInto('sponsor_clients')
    .values({ name: 'Counted Client', ...staffEdited })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const display of names) {
    const sponsor = await db
      .insertInto('sponsors')
      .values({
        client_id: client.id,
        display,
        link: `https://t.me/${display}`,
        expired_date: '2099-12-31',
        ...staffEdited,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(sponsor.id);
  }
  return ids;
}

let searches = 0;
function searchAt(at: string, shownSponsorIds: number[]): SearchCount {
  searches += 1;
  const search = {
    event_id: `counting-${searches}`,
    bot: 'finder_bot',
    tg_id: null,
    query: 'films',
    outcome: 'ok' as const,
    result_count: 0,
    at,
  };
  return { search, shownSponsorIds, triggeredKeywordIds: [] };
}

describe('search counts of a batch', () => {
  it("adds a view to each sponsor shown, on its total and on the search's own day", async () => {
    const [first, second] = (await createSponsors(['first_sponsor', 'second_sponsor'])) as [number, number];
    const db = server.database.db;
    await db
      .insertInto('sponsor_daily_stats')
      .values({ sponsor_id: first, day: '2026-03-01', views: 5, clicks: 2 })
      .execute();
    // One batch over midnight: two searches on the 1st, one on the 2nd that shows the first sponsor only.
    await db
      .transaction()
      .execute((trx) =>
        writeSearchCounts(trx, [
          searchAt('2026-03-01T23:59:58.000Z', [second, first]),
          searchAt('2026-03-01T23:59:59.500Z', [first, second]),
          searchAt('2026-03-02T00:00:00.100Z', [first]),
        ]),
      );
    const days = await db
      .selectFrom('sponsor_daily_stats')
      .select(['sponsor_id', 'day', 'views', 'clicks'])
      .where('sponsor_id', 'in', [first, second])
      .orderBy('sponsor_id')
      .orderBy('day')
      .execute();
    expect(days.map((row) => ({ ...row, day: String(row.day).slice(0, 10) }))).toEqual([
      { sponsor_id: first, day: '2026-03-01', views: 7, clicks: 2 },
      { sponsor_id: first, day: '2026-03-02', views: 1, clicks: 0 },
      { sponsor_id: second, day: '2026-03-01', views: 2, clicks: 0 },
    ]);
    const totals = await db
      .selectFrom('sponsors')
      .select(['id', 'view_count'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(totals).toEqual([
      { id: first, view_count: 3 },
      { id: second, view_count: 2 },
    ]);
  });
});
