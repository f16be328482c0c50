import { printFigures } from './report.js';
import { benchDatabase, parseChatRecordsArgs } from './run.js';

/**
 * `npm run bench -- chat-records [--chat-records N] [--databases sqlite,postgres] [--samples N]
 * [--ingest-rows N]`: fills each database with N chat records (5,000,000 by default) through the
 * demo code path, then prints the fill rate, ingestion against a raw insert loop, the chat-record
 * list's latencies against the no-op route and the platform search's throughput against it.
 * Answers the exit code.
 */
export async function runChatRecordsBench(args: string[]): Promise<number> {
  const options = parseChatRecordsArgs(args);
  const failures: string[] = [];
  for (const kind of options.databases) {
    const figures = await benchDatabase(kind, options);
    failures.push(...printFigures(figures, options.chatRecords, options.samples, options.seconds));
  }
  if (failures.length > 0) {
    console.error(`\nFailed requests:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}
