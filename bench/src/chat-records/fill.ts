import type { DatabaseHandle } from '@backoffice/server';
import { seedDemo, terminalProgress, type DemoScale } from '@backoffice/server/demo';

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
