import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '@backoffice/server-process';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'bench@example.com', password: 'Bench@Kite123' };

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

/** The built server on loopback with a new SQLite database (or DATABASE_URL when given). */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startBuiltServer({
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server under a bench's load.
    nodeArgs: process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? [],
    // A first start on a freshly filled million-row database analyzes it (planner statistics): minutes on a loaded machine.
    startTimeoutMs: 180_000,
    // What the server writes to stderr (a crash's stack, Node's warnings) shows in the bench's terminal as it comes.
    stderr: 'inherit',
  }).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    pid: server.pid,
    async stop() {
      await server.stop();
      removeDataDir();
    },
  };
}

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/um/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
