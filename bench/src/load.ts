import os from 'node:os';
import { parseArgs } from 'node:util';
import { demoScale } from '@backoffice/server/demo';
import { signIn, startBenchServer } from './server.js';
import { createBenchDatabase, type BenchDatabaseKind } from './chat-records/database.js';
import { fillDemo } from './chat-records/fill.js';
import { apiClient } from './load/api.js';
import { ARRANGED_ENTRIES, ARRANGED_KEYWORDS_PER_TYPE, arrangeThroughApi } from './load/arrange.js';
import { driveMix, type MixRun } from './load/drive.js';
import { requestMix } from './load/mix.js';
import { failuresOf, printMixTable, printReadBack } from './load/report.js';
import { readBackCreates, type ReadBack } from './load/verify.js';

/**
 * `npm run bench -- load [--database sqlite|postgres|both] [--seconds 60] [--connections 100]`:
 * the built server on loopback under a mix of list, search, create and update requests (and the
 * bots' platform search) from many clients at once, on each database. Fails on any 5xx, connection
 * error or timeout, unexpected 4xx, or acknowledged create that cannot be read back afterwards.
 */
interface LoadOptions {
  databases: BenchDatabaseKind[];
  seconds: number;
  connections: number;
}

function wholeNumber(name: string, text: string | undefined, fallback: number, max: number): number {
  const value = Number(text ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return value;
}

function parseLoadArgs(args: string[]): LoadOptions {
  const { values } = parseArgs({
    args,
    options: { database: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' } },
    allowPositionals: false,
  });
  const database = values.database ?? 'both';
  if (database !== 'sqlite' && database !== 'postgres' && database !== 'both')
    throw new Error('--database must be sqlite, postgres or both');
  return {
    databases: database === 'both' ? ['sqlite', 'postgres'] : [database],
    seconds: wholeNumber('seconds', values.seconds, 60, 3600),
    connections: wholeNumber('connections', values.connections, 100, 1000),
  };
}

/**
 * The server's settings for the run. The platform rate limit (6,000 calls a minute per key and route
 * by default) would answer 429 to one key searching for a minute: it is raised to its maximum. Sign-in
 * throttling only follows failed sign-ins and the bench signs in once, so it stays as it is. Sessions
 * last the run. The statement timeout and the pool are the server's defaults.
 */
const SERVER_SETTINGS = {
  PLATFORM_RATE_LIMIT_PER_MINUTE: '1000000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  DB_STATEMENT_TIMEOUT_MS: '10000',
  LOG_LEVEL: 'error',
} as const;

/** Demo data under the arranged rows: bots, users, sponsors, keywords, a small platform history. */
const DEMO_CHAT_RECORDS = 5_000;

interface DatabaseRun {
  kind: BenchDatabaseKind;
  run: MixRun;
  readBack: ReadBack;
  /** The machine's 1-minute load average as the load began: other work on it slows the server too. */
  loadAverage: number;
}

async function loadOneDatabase(kind: BenchDatabaseKind, options: LoadOptions): Promise<DatabaseRun> {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await database.open();
    process.stderr.write(
      `\n${kind}: demo data, then ${ARRANGED_ENTRIES.toLocaleString('en-US')} catalogue entries and ${ARRANGED_KEYWORDS_PER_TYPE} keywords of each type through the API…\n`,
    );
    await fillDemo(handle, demoScale('small', DEMO_CHAT_RECORDS));
    await handle.close();
    const server = await startBenchServer({ ...database.env, ...SERVER_SETTINGS });
    try {
      const staff = apiClient(server.baseUrl, await signIn(server.baseUrl));
      const arranged = await arrangeThroughApi(staff);
      const platform = apiClient(server.baseUrl, arranged.platformKey);
      process.stderr.write(`${kind}: ${options.connections} connections for ${options.seconds} s…\n`);
      const loadAverage = os.loadavg()[0] ?? 0;
      const run = await driveMix(server.baseUrl, requestMix(arranged), options.connections, options.seconds, {
        staff: staff.headers,
        platform: platform.headers,
      });
      const readBack = await readBackCreates(staff, run.acknowledged);
      return { kind, run, readBack, loadAverage };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runLoadBench(args: string[]): Promise<number> {
  const options = parseLoadArgs(args);
  console.log(
    `\nLoad: the built server on loopback, ${options.connections} connections for ${options.seconds} s on ${options.databases.join(' and ')}.`,
  );
  console.log(
    `Server settings: ${Object.entries(SERVER_SETTINGS)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}`,
  );
  console.log(
    '  (the platform rate limit raised so one API key may search all run; sign-in throttling only follows failed sign-ins: the bench signs in once)',
  );
  const failures: string[] = [];
  for (const kind of options.databases) {
    const { run, readBack, loadAverage } = await loadOneDatabase(kind, options);
    printMixTable(kind, run);
    console.log(
      `${kind}: machine of ${os.availableParallelism()} cores, 1-minute load average ${loadAverage.toFixed(1)} as the load began`,
    );
    printReadBack(kind, readBack);
    failures.push(...failuresOf(kind, run, readBack));
  }
  if (failures.length > 0) {
    console.error(`\nLoad check failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nLoad check passed: no 5xx, no connection errors or timeouts, no lost writes.');
  return 0;
}
