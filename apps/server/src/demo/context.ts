import type { Faker } from '@faker-js/faker';
import type { SessionCipher } from '../platform/crypto/session-cipher.js';
import type { Db } from '../platform/db/schema.js';
import type { DemoProgress } from './progress.js';
import type { DemoScale } from './scale.js';

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
  seed: number;
  /** How much platform data (users, chat records, …) to make. */
  scale: DemoScale;
  progress: DemoProgress;
  /** Seals the demo stalkers' session strings; without it the demo makes no stalkers. */
  cipher?: SessionCipher | undefined;
}

export interface SectionSeeder {
  section: string;
  /** Fills the section's tables when they are empty; answers how many rows it wrote. */
  seed(context: DemoContext): Promise<number>;
}
