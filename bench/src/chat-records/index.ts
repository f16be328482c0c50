import { printFigures, printGrowth } from './report.js';
import { benchDatabase, parseChatRecordsArgs } from './run.js';

/**
 * `npm run bench -- chat-records [--sizes N,N,…] [--databases sqlite,postgres] [--samples N]
 * [--ingest-rows N] [--sqlite-data-dir DIR] [--postgres-url URL]`: the growth curve. Fills each
 * database through the demo code path to the first size, then grows that same database to each
 * next one (1M, 5M, 20M by default; SQLite to 5M), checking the disk before each; at each size it
 * prints the fill rate, ingestion against a raw insert loop, disk use with and without indexes, the
 * chat-record list's latencies against the no-op route (text searches against their p95 budget,
 * pass/fail) and the platform search's throughput against it; then per database the growth table
 * (each figure against its value at the first size, pass/fail for the growth budget). With a data
 * directory or URL, that database, filled beforehand, is measured once instead (after its pending
 * migrations, timed) and kept. Answers the exit code: 1 when a request failed or a budget was missed.
 */
export async function runChatRecordsBench(args: string[]): Promise<number> {
  let options: ReturnType<typeof parseChatRecordsArgs>;
  try {
    options = parseChatRecordsArgs(args);
  } catch (error) {
    console.error(`chat-records: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const failures: string[] = [];
  for (const kind of options.databases) {
    const curve = await benchDatabase(kind, options, (figures) =>
      failures.push(...printFigures(figures, options.samples, options.seconds)),
    );
    failures.push(...printGrowth(curve));
  }
  if (failures.length > 0) {
    console.error(`\nFailed requests and budgets:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}
