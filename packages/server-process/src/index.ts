/**
 * The built server, apps/server/dist/main.js, as a child process on a free loopback port: what the browser tests,
 * the benchmarks and the reliability tests start. Each brings its own settings (database, first Super Admin,
 * console files); this module starts the process, waits until it listens, and stops it.
 *
 * Source only (its entry is this file, never built): Vitest and tsx, which run every caller, load it as it is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ENTRY = path.join(repositoryRoot, 'apps/server/dist/main.js');

/** The line the server prints once it listens (apps/server/src/main.ts). */
const LISTENING = 'Backoffice is running at';
const DEFAULT_START_TIMEOUT_MS = 30_000;
/** How much of the server's output is kept for failure messages: bounded, as a benchmark's request log is not. */
const OUTPUT_KEPT = 64 * 1024;

export interface ServerStart {
  /** Settings over this process's environment and HOST, PORT and LOG_LEVEL=warn (which they may override). */
  env?: Record<string, string>;
  /** Node's own options for the server process, before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** How long start-up may take; 30 s unless given. */
  startTimeoutMs?: number;
  /** 'inherit': the server's stderr goes straight to this process's, as it comes, and is not kept. */
  stderr?: 'keep' | 'inherit';
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** The last of what the process printed (for failure messages). */
  output(): string;
  /** SIGTERM, the orderly stop; resolves once the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. Resolves once the process is gone. */
  crash(): Promise<void>;
}

export function assertServerBuilt(): void {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(
      `The server is not built (${SERVER_ENTRY} is missing): run "node scripts/build.mjs" first (npm test does it)`,
    );
  }
}

/** A port free on loopback now; the server binds it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function keepOutput(streams: (Readable | null)[]): () => string {
  let kept = '';
  for (const stream of streams) {
    stream?.on('data', (chunk: Buffer) => {
      kept += chunk.toString();
      if (kept.length > 2 * OUTPUT_KEPT) kept = kept.slice(-OUTPUT_KEPT);
    });
  }
  return () => kept.slice(-OUTPUT_KEPT);
}

/** Resolves when the server says it is listening; fails at once if it exits first, or after the timeout. */
function untilListening(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(
      () => finish(new Error(`The server did not start within ${timeoutMs / 1000} s:\n${output()}`)),
      timeoutMs,
    );
    const onOutput = () => {
      if (output().includes(LISTENING)) finish();
    };
    // 'close' rather than 'exit': by then every last line it printed is in the output.
    const onClose = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(new Error(`The server exited during start-up (${signal ?? code}):\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(deadline);
      child.stdout?.off('data', onOutput);
      child.off('close', onClose);
      child.off('error', finish);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onOutput);
    child.once('close', onClose);
    child.once('error', finish);
    onOutput();
  });
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  const gone = ended(child);
  child.kill(name);
  await gone;
}

/** Starts the built server on a free loopback port and resolves once it listens; a failed start leaves no process. */
export async function startBuiltServer(start: ServerStart = {}): Promise<ServerProcess> {
  assertServerBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [...(start.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: repositoryRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...start.env },
    stdio: ['ignore', 'pipe', start.stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  const output = keepOutput([child.stdout, child.stderr]);
  try {
    await untilListening(child, output, start.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
  } catch (error) {
    // No pid: the process never started, so there is none to end.
    if (child.pid !== undefined) await signal(child, 'SIGKILL');
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    output,
    stop: () => signal(child, 'SIGTERM'),
    crash: () => signal(child, 'SIGKILL'),
  };
}
