import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import {
  buildApp,
  ensureFirstAdmin,
  loadConfig,
  openDatabase,
  migrateToLatest,
  MAX_JSON_DEPTH,
  MIN_JSON_VALUES,
} from '@backoffice/server';
import { ADMIN } from './server.js';

/** The server's body limit for every route a client can reach without a credential (apps/server/src/app.ts). */
const BODY_LIMIT = 1024 * 1024;
/** No request may hold the event loop longer than this. */
const BUDGET_MS = 50;
/** Each shape is sent this many times; the row shows the median and the worst. */
const REPEATS = 7;

/**
 * A full garbage collection before each request, so the garbage one request left is not charged to the
 * next (what a request allocates and collects while it runs still counts).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Fills `[head, item, item, …, tail]` up to just under the body limit. */
function fill(head: string, item: string, separator: string, tail: string): string {
  const room = BODY_LIMIT - 64 - head.length - tail.length;
  const count = Math.floor(room / (item.length + separator.length));
  return head + Array.from({ length: count }, () => item).join(separator) + tail;
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** `{"pad":"aaa…", <members>}` filled to just under the body limit by the padding string. */
function padded(members: string): string {
  const head = '{"pad":"';
  const tail = `",${members}}`;
  return head + 'a'.repeat(BODY_LIMIT - 64 - head.length - tail.length) + tail;
}

/** `count` items joined by commas, as many as the value cap allows (each comma and each item counts). */
function upToValueCap(item: (index: number) => string, valuesPerItem: number): string {
  const count = Math.floor((MIN_JSON_VALUES - 8) / (valuesPerItem + 1));
  return Array.from({ length: count }, (_, index) => item(index)).join(',');
}

/** Request bodies of the worst shapes, each of the largest size the server accepts. */
function shapes(): { name: string; body: string }[] {
  return [
    { name: "the administrator's sign-in (baseline)", body: JSON.stringify(ADMIN) },
    { name: 'nesting far past the depth cap', body: `{"email":${nested(BODY_LIMIT / 2 - 64)}}` },
    { name: 'one level past the depth cap', body: `{"email":${nested(MAX_JSON_DEPTH)}}` },
    {
      name: 'nesting at the depth cap, repeated to the value cap',
      body: padded(`"email":[${upToValueCap(() => nested(MAX_JSON_DEPTH - 2), MAX_JSON_DEPTH - 2)}]`),
    },
    {
      name: 'nesting at the depth cap, repeated past the value cap',
      body: fill('{"email":[', nested(MAX_JSON_DEPTH - 2), ',', ']}'),
    },
    { name: 'empty objects up to the value cap', body: padded(`"email":[${upToValueCap(() => '{}', 1)}]`) },
    { name: 'empty objects past the value cap', body: fill('{"email":[', '{}', ',', ']}') },
    { name: 'distinct keys up to the value cap', body: padded(upToValueCap((index) => `"k${index}":0`, 1)) },
    { name: 'distinct keys past the value cap', body: fill('{', '"k":0', ',', '}') },
    { name: 'wide array of numbers up to the value cap', body: padded(`"email":[${upToValueCap(() => '0', 0)}]`) },
    { name: 'wide array of numbers past the value cap', body: fill('{"email":[', '0', ',', ']}') },
    { name: 'one long string', body: `{"email":"${'a'.repeat(BODY_LIMIT - 64)}"}` },
    { name: 'one long string of \\u escapes', body: fill('{"email":"', '\\u00e9', '', '"}') },
    {
      name: 'small objects up to the value cap, __proto__ key last',
      body: padded(`"email":[${upToValueCap(() => '{"a":{"b":1}}', 4)}],"__proto__":{"x":1}`),
    },
    {
      name: 'strings up to the value cap, NUL character last',
      body: padded(`"email":[${upToValueCap(() => '"a"', 0)},"\\u0000"]`),
    },
  ];
}

interface Row {
  shape: string;
  route: string;
  status: number;
  errorCode: string;
  medianBlockMs: number;
  maxBlockMs: number;
}

/** Starts the server in this process, so the event loop measured is the server's own. */
async function startInProcess(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-shapes-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const database = openDatabase(config);
  await migrateToLatest(database);
  await ensureFirstAdmin(database.db, config);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A timer probe: a callback every millisecond notes the longest gap between two of its runs, i.e. the
 * longest the event loop was held. (perf_hooks' monitorEventLoopDelay records nothing for a block
 * before its own first tick, which a request's parsing can fall into.)
 */
function startLoopProbe(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      longest = Math.max(longest, performance.now() - last);
      // The probe's own interval is not a block.
      return Math.max(0, longest - 1);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest the event loop was held while one request was answered. */
async function measureOne(
  url: string,
  body: Blob,
  headers: Record<string, string>,
): Promise<{ status: number; errorCode: string; maxBlockMs: number }> {
  collectGarbage();
  const probe = startLoopProbe();
  // The probe ticks before the request leaves, so a block from its first byte on is seen.
  await pause(5);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  // A few more ticks, so a block at the very end is seen too.
  await pause(5);
  const maxBlockMs = probe.stop();
  let errorCode = '';
  try {
    errorCode = String((JSON.parse(text) as { error_code?: string }).error_code ?? '');
  } catch {
    errorCode = 'not JSON';
  }
  return { status: response.status, errorCode, maxBlockMs };
}

/**
 * `npm run bench -- request-shapes`: sends bodies of the worst shapes at the largest accepted size to the
 * sign-in route (no credential needed) and to an authenticated route with a body, and prints the longest
 * event-loop block each caused. Fails when one exceeds the budget or answers 5xx.
 */
export async function runRequestShapesBench(): Promise<number> {
  const server = await startInProcess();
  const rows: Row[] = [];
  try {
    const login = await fetch(`${server.baseUrl}/um/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const routes: { route: string; url: string; headers: Record<string, string> }[] = [
      { route: 'POST /um/v1/auth/login', url: `${server.baseUrl}/um/v1/auth/login`, headers: {} },
      {
        route: 'POST /um/v1/roles (signed in)',
        url: `${server.baseUrl}/um/v1/roles`,
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    for (const shape of shapes()) {
      const body = new Blob([shape.body]);
      for (const route of routes) {
        const results = [];
        for (let i = 0; i < REPEATS; i++) results.push(await measureOne(route.url, body, route.headers));
        const blocks = results.map((result) => result.maxBlockMs).sort((a, b) => a - b);
        const worst = results.reduce((max, result) => (result.maxBlockMs > max.maxBlockMs ? result : max));
        const statuses = new Set(results.map((result) => result.status));
        if (statuses.size > 1)
          throw new Error(`${shape.name} → ${route.route} answered ${[...statuses].join(' and ')}`);
        rows.push({
          shape: `${shape.name} (${(body.size / 1024).toFixed(0)} KiB)`,
          route: route.route,
          status: worst.status,
          errorCode: worst.errorCode,
          medianBlockMs: blocks[Math.floor(REPEATS / 2)] ?? 0,
          maxBlockMs: worst.maxBlockMs,
        });
      }
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nLongest event-loop block per request body shape (in-process server, SQLite, ${REPEATS} requests each; budget ${BUDGET_MS} ms)`,
  );
  console.table(
    rows.map((row) => ({
      shape: row.shape,
      route: row.route,
      status: row.status,
      error_code: row.errorCode,
      'median block ms': row.medianBlockMs.toFixed(1),
      'max block ms': row.maxBlockMs.toFixed(1),
    })),
  );
  console.log(
    'The median is held to the budget: on a shared machine one request of seven may wait for a core (the max shows it).',
  );
  const failures = rows.filter((row) => row.medianBlockMs > BUDGET_MS || row.status >= 500);
  if (failures.length > 0) {
    console.error(
      `\nOver budget or 5xx:\n  ${failures.map((row) => `${row.shape} → ${row.route}: ${row.status}, median ${row.medianBlockMs.toFixed(1)} ms`).join('\n  ')}`,
    );
    return 1;
  }
  console.log('\nEvery shape within budget.');
  return 0;
}
