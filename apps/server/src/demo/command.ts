import { parseArgs } from 'node:util';
import { ConfigError } from '../platform/config.js';
import type { SessionCipher } from '../platform/crypto/session-cipher.js';
import type { Db } from '../platform/db/schema.js';
import { seedDemo } from './index.js';
import { terminalProgress } from './progress.js';
import { demoScale, isDemoScaleName, type DemoScale } from './scale.js';

export interface DemoCommandOptions {
  seed: number;
  scale: DemoScale;
  now: Date;
  cipher?: SessionCipher;
}

/** `npm run demo -- …` options; a wrong one stops with a message naming it. */
export function parseDemoArgs(args: string[], clock = () => new Date()): DemoCommandOptions {
  const { values } = parseArgs({
    args,
    options: {
      seed: { type: 'string' },
      scale: { type: 'string' },
      'chat-records': { type: 'string' },
      now: { type: 'string' },
    },
    allowPositionals: false,
  });
  const seed = values.seed === undefined ? 42 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new ConfigError('--seed must be a whole number');
  const scaleName = values.scale ?? 'small';
  if (!isDemoScaleName(scaleName)) throw new ConfigError('--scale must be small or large');
  const chatRecords = values['chat-records'] === undefined ? undefined : Number(values['chat-records']);
  if (chatRecords !== undefined && (!Number.isSafeInteger(chatRecords) || chatRecords < 0))
    throw new ConfigError('--chat-records must be a whole number');
  const now = values.now === undefined ? clock() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new ConfigError('--now must be a date and time (ISO-8601)');
  return { seed, scale: demoScale(scaleName, chatRecords), now };
}

/** Fills the sections, with a progress bar for the big ones, and says how many rows each got. */
export async function runDemo(db: Db, options: DemoCommandOptions, out: (line: string) => void): Promise<void> {
  const { scale } = options;
  out(
    `Demo data (seed ${options.seed}, up to ${options.now.toISOString()}): ${scale.bots} bots, ${scale.users.toLocaleString('en-US')} users, ${scale.chatRecords.toLocaleString('en-US')} chat records.`,
  );
  // Sections run one after another: a section's time is the time since the previous report.
  let sectionStart = Date.now();
  const report = (section: string, rows: number) => {
    const seconds = (Date.now() - sectionStart) / 1000;
    const rate = rows > 0 && seconds > 0 ? `, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s` : '';
    out(`${section}: ${rows.toLocaleString('en-US')} rows (${seconds.toFixed(1)} s${rate})`);
    sectionStart = Date.now();
  };
  await seedDemo(db, { ...options, progress: terminalProgress(), report });
}
