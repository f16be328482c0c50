import { feed } from './feed.js';
import type { SectionSeeder } from './context.js';
import { DemoRandom } from './random.js';

const DAY = 86_400_000;

/** Clicks on the demo sponsors, through the platform's click events, over the period. */
export const sponsorClickSeeder: SectionSeeder = {
  section: 'sponsor clicks',
  async seed(context) {
    const { db, seed, scale, now } = context;
    if (
      await db
        .selectFrom('ingest_receipts')
        .select('event_id')
        .where('kind', '=', 'sponsor-clicks')
        .limit(1)
        .executeTakeFirst()
    )
      return 0;
    const sponsors = (
      await db.selectFrom('sponsors').select('id').where('deleted_at', 'is', null).orderBy('id').execute()
    ).map((row) => row.id);
    if (sponsors.length === 0) return 0;
    const random = new DemoRandom(seed, 'sponsor-clicks');
    const start = now.getTime() - scale.days * DAY;
    function* rows() {
      for (let k = 0; k < scale.sponsorClicks; k++) {
        const at = start + Math.floor((k / scale.sponsorClicks) * (scale.days * DAY - 60_000));
        yield {
          event_id: `demo-click-${seed}-${k}`,
          sponsor_id: sponsors[random.skewed(sponsors.length, 1.5)] as number,
          at: new Date(at).toISOString(),
        };
      }
    }
    return feed(context, 'sponsor clicks', 'sponsor-clicks', scale.sponsorClicks, rows());
  },
};
