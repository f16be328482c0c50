import { sql } from 'kysely';
import { INGEST_MAX_ROWS, type ChatRecordRow } from '@backoffice/contract';
import { type DatabaseHandle, ingestBatch } from '@backoffice/server';
import { demoChatRecordRows, demoScale, seedDemo, terminalProgress, type DemoScale } from '@backoffice/server/demo';

export interface SectionFill {
  section: string;
  rows: number;
  seconds: number;
}

/** The end of the demo period the benchmark data is made for: fixed, so every run measures the same rows. */
export const BENCH_NOW = new Date('2025-06-30T12:00:00.000Z');
export const BENCH_SEED = 1;

/** Fills every section with `npm run demo`'s code (the ingestion service for platform rows), timing each. */
export async function fillDemo(handle: DatabaseHandle, scale: DemoScale): Promise<SectionFill[]> {
  const sections: SectionFill[] = [];
  let sectionStart = performance.now();
  await seedDemo(handle.db, {
    seed: BENCH_SEED,
    now: BENCH_NOW,
    scale,
    progress: terminalProgress(process.stderr),
    report: (section, rows) => {
      sections.push({ section, rows, seconds: (performance.now() - sectionStart) / 1000 });
      sectionStart = performance.now();
    },
  });
  return sections;
}

/**
 * Grows the chat records of a filled database by `rows` through the ingestion service, in full
 * batches as the demo feeds them: the demo's traffic with another seed (so no event id meets one
 * already there), spread over the same period, so the table grows denser rather than longer, as
 * with more users. Answers the seconds it took.
 */
export async function growChatRecords(handle: DatabaseHandle, seed: number, rows: number): Promise<number> {
  const progress = terminalProgress(process.stderr);
  const started = performance.now();
  progress.start('chat records (growth)', rows);
  let batch: ChatRecordRow[] = [];
  const send = async () => {
    const result = await ingestBatch(handle.db, 'chat-records', batch, BENCH_NOW);
    if (result.accepted !== batch.length)
      throw new Error(`ingestion refused growth rows: ${JSON.stringify(result.rejected.slice(0, 2))}`);
    progress.advance(batch.length);
    batch = [];
  };
  try {
    for (const row of demoChatRecordRows({ seed, scale: demoScale('large', rows), now: BENCH_NOW })) {
      batch.push(row);
      if (batch.length === INGEST_MAX_ROWS) await send();
    }
    if (batch.length > 0) await send();
  } finally {
    progress.stop();
  }
  // As after the demo's fill: the planner's statistics would otherwise describe the smaller table.
  await sql`analyze`.execute(handle.db);
  return (performance.now() - started) / 1000;
}
