import { Faker, en, zh_CN } from '@faker-js/faker';
import type { Db } from '../platform/db/schema.js';
import { keywordSeeder } from './keywords.js';
import { sponsorSeeder } from './sponsors.js';
import { searchBotDatabaseSeeder } from './search-bot-database.js';
import { adsKeywordSeeder } from './ads-keywords.js';

/** What a section's seeder gets: the database, seeded generators in both languages, and who "created" the rows. */
export interface DemoContext {
  db: Db;
  /** English text. */
  en: Faker;
  /** Simplified Chinese text. */
  zh: Faker;
  /** The first administrator: demo rows are created by them. */
  actorId: number | null;
  now: Date;
}

export interface SectionSeeder {
  section: string;
  /** Fills the section's tables when they are empty; answers how many rows it wrote. */
  seed(context: DemoContext): Promise<number>;
}

/** Sections add their seeder here (one line each), in sidebar order. */
export const SEEDERS: SectionSeeder[] = [keywordSeeder, searchBotDatabaseSeeder, sponsorSeeder, adsKeywordSeeder];

export interface DemoOptions {
  seed?: number;
  now?: Date;
  report?: (section: string, rows: number) => void;
}

/** Reproducible demo data: the same seed gives the same rows. Sections that already hold rows are left alone. */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<Record<string, number>> {
  const seed = options.seed ?? 42;
  const english = new Faker({ locale: [en] });
  const chinese = new Faker({ locale: [zh_CN, en] });
  english.seed(seed);
  chinese.seed(seed + 1);
  const admin = await db.selectFrom('accounts').select('id').where('deleted_at', 'is', null).orderBy('id').executeTakeFirst();
  const context: DemoContext = { db, en: english, zh: chinese, actorId: admin?.id ?? null, now: options.now ?? new Date() };
  const written: Record<string, number> = {};
  for (const seeder of SEEDERS) {
    written[seeder.section] = await seeder.seed(context);
    options.report?.(seeder.section, written[seeder.section] ?? 0);
  }
  return written;
}
