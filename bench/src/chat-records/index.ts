import { printFigures } from './report.js';
import { benchDatabase, parseChatRecordsArgs } from './run.js';

/**
 * `npm run bench -- chat-records [--chat-records N] [--databases sqlite,postgres] [--samples N]
 * [--ingest-rows N] [--sqlite-data-dir DIR] [--postgres-url URL]`: fills each database with N chat
 * records (5,000,000 by default) through the demo code path, then prints the fill rate, ingestion
 * against a raw insert loop, the chat-record list's latencies against the no-op route (text searches
 * against their p95 budget, pass/fail) and the platform search's throughput against it. With a data
 * directory or URL, that database, filled beforehand, is measured instead (after its pending
 * migrations, timed) and kept. Answers the exit code: 1 when a request failed or a budget was missed.
 */
export async function runChatRecordsBench(args: string[]): Promise<number> {
  const options = parseChatRecordsArgs(args);
  const failures: string[] = [];
  for (const kind of options.databases) {
    const figures = await benchDatabase(kind, options);
    failures.push(...printFigures(figures, options.samples, options.seconds));
  }
  if (failures.length > 0) {
    console.error(`\nFailed requests and budgets:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}
