import { setTimeout as delay } from 'node:timers/promises';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSV_BOM, csvRecord, EXPORT_BATCH_SIZE, type DatabaseHandle } from '@backoffice/server';
import { demoScale } from '@backoffice/server/demo';
import { signIn, startBenchServer } from './server.js';
import { createBenchDatabase, existingBenchDatabase, type BenchDatabaseKind } from './chat-records/database.js';
import { fillDemo } from './chat-records/fill.js';

/**
 * `npm run bench -- export [--chat-records N] [--databases sqlite,postgres] [--sqlite-data-dir DIR]
 * [--postgres-url URL]`: fills N chat records (1,000,000 by default) through the demo code path, or
 * takes a database filled beforehand and kept (`npm run cli -- demo --chat-records 1000000 --seed 1`
 * with DATA_DIR or DATABASE_URL pointing at it: filling takes minutes, so figures can be taken again
 * after a change without filling anew), then exports all of them through the real
 * server and worker (POST /v1/exports, polled until Completed) and compares the rate with a raw loop
 * that reads the same rows in the same keyset batches and writes the same CSV, in the same run.
 * The server runs as a child process; its resident memory is sampled from /proc during the export
 * and its peak checked against the budget of issue 15 (docs/decisions/0017).
 */

/** Peak resident memory of the server process while it exports 1,000,000 chat records. */
const PEAK_RSS_BUDGET_MB = 150;
interface ExportFigures {
  kind: BenchDatabaseKind;
  rows: number;
  fileBytes: number;
  workerSeconds: number;
  rawSeconds: number;
  rawRows: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

interface ExportOptions {
  chatRecords: number;
  databases: BenchDatabaseKind[];
  existing: Partial<Record<BenchDatabaseKind, string>>;
}

function parseExportArgs(args: string[]): ExportOptions {
  const { values } = parseArgs({
    args,
    options: {
      'chat-records': { type: 'string' },
      databases: { type: 'string' },
      'sqlite-data-dir': { type: 'string' },
      'postgres-url': { type: 'string' },
    },
    allowPositionals: false,
  });
  const chatRecords = Number(values['chat-records'] ?? 1_000_000);
  if (!Number.isSafeInteger(chatRecords) || chatRecords < 1) throw new Error('--chat-records must be a whole number');
  const databases = (values.databases ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  for (const name of databases)
    if (name !== 'sqlite' && name !== 'postgres') throw new Error(`--databases: unknown database "${name}"`);
  const existing = {
    ...(values['sqlite-data-dir'] === undefined ? {} : { sqlite: values['sqlite-data-dir'] }),
    ...(values['postgres-url'] === undefined ? {} : { postgres: values['postgres-url'] }),
  };
  return { chatRecords, databases: databases as BenchDatabaseKind[], existing };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The raw loop: one keyset batch after another, formatted to CSV into a file, nothing else. */
async function rawExport(handle: DatabaseHandle, file: string): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
  out.write(CSV_BOM);
  let rows = 0;
  let after: { sent_at: string; id: number } | undefined;
  for (;;) {
    let query = handle.db
      .selectFrom('chat_records as c')
      .innerJoin('bots as b', 'b.id', 'c.bot_id')
      .innerJoin('tg_accounts as a', 'a.id', 'c.account_id')
      .select([
        'c.id',
        'c.sent_at',
        'b.username as bot',
        'a.tg_id',
        'a.username',
        'c.sender',
        'c.receiver',
        'c.message_type',
        'c.direction',
        'c.content',
      ]);
    if (after) {
      const key = after;
      query = query.where((eb) => eb(eb.refTuple('c.sent_at', 'c.id'), '<', eb.tuple(key.sent_at, key.id)));
    }
    const batch = await query.orderBy('c.sent_at', 'desc').orderBy('c.id', 'desc').limit(EXPORT_BATCH_SIZE).execute();
    let text = '';
    for (const row of batch)
      text += csvRecord([
        Number(row.id),
        row.sent_at,
        row.bot,
        String(row.tg_id),
        row.username,
        row.sender,
        row.receiver,
        row.message_type,
        row.direction,
        row.content,
      ]);
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    rows += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) break;
    after = { sent_at: last.sent_at, id: Number(last.id) };
  }
  out.end();
  await closed;
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/** How often the bench asks for the job's status: the export's time is measured to within this. */
const STATUS_POLL_MS = 100;

interface ExportAnswer {
  data: {
    id: number;
    status: string;
    row_count: number | null;
    file_size: number | null;
    progress: { done: number; total: number };
  };
}

/** Starts the export through the API and waits for the worker, sampling the server's memory meanwhile. */
async function workerExport(
  baseUrl: string,
  pid: number,
): Promise<{ rows: number; bytes: number; seconds: number; rssBeforeMb: number; rssPeakMb: number }> {
  const headers = { authorization: `Bearer ${await signIn(baseUrl)}`, 'content-type': 'application/json' };
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const created = await fetch(`${baseUrl}/v1/exports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'chat-record', filters: {}, all_data: true }),
    });
    if (created.status !== 202) throw new Error(`export refused: ${created.status} ${await created.text()}`);
    const { id } = ((await created.json()) as ExportAnswer).data;
    for (;;) {
      const current = ((await (await fetch(`${baseUrl}/v1/exports/${id}`, { headers })).json()) as ExportAnswer).data;
      if (current.status === 'Completed')
        return {
          rows: current.row_count ?? 0,
          bytes: current.file_size ?? 0,
          seconds: (performance.now() - started) / 1000,
          rssBeforeMb,
          rssPeakMb,
        };
      if (current.status !== 'Pending') throw new Error(`export ${id} ended ${current.status}`);
      await delay(STATUS_POLL_MS);
    }
  } finally {
    clearInterval(sampler);
  }
}

async function benchExport(kind: BenchDatabaseKind, options: ExportOptions): Promise<ExportFigures> {
  const location = options.existing[kind];
  const database = location === undefined ? await createBenchDatabase(kind) : existingBenchDatabase(kind, location);
  try {
    const handle = await database.open();
    if (location === undefined) {
      process.stderr.write(
        `\n${kind}: filling ${options.chatRecords.toLocaleString('en-US')} chat records through the demo code path…\n`,
      );
      await fillDemo(handle, demoScale('small', options.chatRecords));
    }
    // BENCH_EXPORT_SERVER_HEAP_MB caps the server's V8 heap: the export finishing under a small cap shows memory stays flat.
    const heapMb = process.env['BENCH_EXPORT_SERVER_HEAP_MB'];
    const server = await startBenchServer({
      ...database.env,
      LOG_LEVEL: 'warn',
      ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
    });
    let worker;
    try {
      process.stderr.write(`${kind}: exporting every chat record through the worker…\n`);
      worker = await workerExport(server.baseUrl, server.pid);
    } finally {
      await server.stop();
    }
    process.stderr.write(`${kind}: the raw read-and-format loop…\n`);
    const raw = await rawExport(handle, path.join(database.config.DATA_DIR, 'raw-export.csv'));
    await handle.close();
    return {
      kind,
      rows: worker.rows,
      fileBytes: worker.bytes,
      workerSeconds: worker.seconds,
      rawSeconds: raw.seconds,
      rawRows: raw.rows,
      rssBeforeMb: worker.rssBeforeMb,
      rssPeakMb: worker.rssPeakMb,
    };
  } finally {
    await database.drop();
  }
}

export async function runExportBench(args: string[]): Promise<number> {
  const options = parseExportArgs(args);
  const figures: ExportFigures[] = [];
  for (const kind of options.databases) figures.push(await benchExport(kind, options));
  console.log(
    `\nFile Export: every chat record to CSV (batches of ${EXPORT_BATCH_SIZE}), server peak RSS against its budget`,
  );
  console.table(
    figures.map((row) => ({
      database: row.kind,
      rows: row.rows,
      'file MB': (row.fileBytes / 1_048_576).toFixed(1),
      seconds: row.workerSeconds.toFixed(1),
      'worker rows/s': Math.round(row.rows / row.workerSeconds),
      'raw loop rows/s': Math.round(row.rawRows / row.rawSeconds),
      'worker / raw': (row.rows / row.workerSeconds / (row.rawRows / row.rawSeconds)).toFixed(3),
      'server RSS before MB': row.rssBeforeMb.toFixed(0),
      'server RSS peak MB': row.rssPeakMb.toFixed(0),
      'budget MB': PEAK_RSS_BUDGET_MB,
      result: row.rssPeakMb <= PEAK_RSS_BUDGET_MB ? 'pass' : 'FAIL',
    })),
  );
  const failures = [
    ...figures
      .filter((row) => row.rows !== row.rawRows)
      .map((row) => `${row.kind}: the worker wrote ${row.rows} rows, the raw loop read ${row.rawRows}`),
    ...figures
      .filter((row) => row.rssPeakMb > PEAK_RSS_BUDGET_MB)
      .map(
        (row) =>
          `${row.kind}: server peak RSS ${row.rssPeakMb.toFixed(0)} MB, over the ${PEAK_RSS_BUDGET_MB} MB budget`,
      ),
  ];
  for (const failure of failures) console.error(failure);
  // Only a full-size run is held to the budget's figure; a smaller one still checks the rows.
  return failures.length > 0 &&
    (figures.every((row) => row.rows >= 1_000_000) || figures.some((row) => row.rows !== row.rawRows))
    ? 1
    : 0;
}
