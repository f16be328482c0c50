import { sql } from 'kysely';
import { Faker, en, zh_CN } from '@faker-js/faker';
import type { Db } from '../platform/db/schema.js';
import { keywordSeeder } from './keywords.js';
import { sponsorSeeder } from './sponsors.js';
import { searchBotDatabaseSeeder } from './search-bot-database.js';
import { adsKeywordSeeder } from './ads-keywords.js';
import { chatRecordSeeder, searchEventSeeder, subscriptionSeeder } from './bot-analytics.js';
import { silentProgress, type DemoProgress } from './progress.js';
import { demoScale, type DemoScale } from './scale.js';
import { sponsorClickSeeder } from './sponsor-clicks.js';
import { groupActivitySeeder, groupEventSeeder } from './war-bot.js';
import type { DemoContext, SectionSeeder } from './context.js';
import type { SessionCipher } from '../platform/crypto/session-cipher.js';
import { apiKeySeeder, exportSeeder, stalkerSeeder } from './operations.js';

export type { DemoContext, SectionSeeder } from './context.js';

/**
 * Sections add their seeder here (one line each), in sidebar order — except that platform events
 * come after what they point at: sponsor clicks after sponsors, and the users and bots (made by
 * their subscriptions) before their chat records and searches, and stalkers after the war groups
 * they watch, with the API key that serves them after them.
 */
export const SEEDERS: SectionSeeder[] = [
  keywordSeeder,
  searchBotDatabaseSeeder,
  sponsorSeeder,
  adsKeywordSeeder,
  subscriptionSeeder,
  chatRecordSeeder,
  searchEventSeeder,
  groupActivitySeeder,
  groupEventSeeder,
  sponsorClickSeeder,
  stalkerSeeder,
  apiKeySeeder,
  exportSeeder,
];

export interface DemoOptions {
  seed?: number;
  /** The end of the demo period; the current time when absent. */
  now?: Date;
  /** Small by default. */
  scale?: DemoScale;
  /** Silent by default. */
  progress?: DemoProgress;
  report?: (section: string, rows: number) => void;
  /** The server's session cipher: the demo's stalkers need it (`npm run demo` passes it). */
  cipher?: SessionCipher;
}

/**
 * Reproducible demo data: the same seed and `now` give the same rows (platform events keep their
 * event ids whatever `now` is, so seeding again only meets duplicates). Sections that already hold
 * rows are left alone. Platform events go through the ingestion service, as the bots' calls do.
 */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<Record<string, number>> {
  const seed = options.seed ?? 42;
  const english = new Faker({ locale: [en] });
  const chinese = new Faker({ locale: [zh_CN, en] });
  english.seed(seed);
  chinese.seed(seed + 1);
  const admin = await db
    .selectFrom('accounts')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const context: DemoContext = {
    db,
    en: english,
    zh: chinese,
    actorId: admin?.id ?? null,
    now: options.now ?? new Date(),
    seed,
    scale: options.scale ?? demoScale('small'),
    progress: options.progress ?? silentProgress,
    cipher: options.cipher,
  };
  const written: Record<string, number> = {};
  for (const seeder of SEEDERS) {
    written[seeder.section] = await seeder.seed(context);
    options.report?.(seeder.section, written[seeder.section] ?? 0);
  }
  // After a bulk load the planner's statistics describe empty tables; without fresh ones PostgreSQL
  // may gather every text-search match before sorting instead of walking the time index.
  if (Object.values(written).some((rows) => rows > 0)) await sql`analyze`.execute(db);
  return written;
}
