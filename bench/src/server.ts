import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'bench@example.com', password: 'Bench@Kite123' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

/** The built server on loopback with a new SQLite database (or DATABASE_URL when given). */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server under a bench's load.
  const nodeArgs = process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server prints this line once it listens (apps/server/src/main.ts).
  await new Promise<void>((resolve, reject) => {
    let output = '';
    // A first start on a freshly filled million-row database analyzes it (planner statistics): minutes on a loaded machine.
    const deadline = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.once('exit', (code) => reject(new Error(`the server exited during start-up (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Backoffice is running at')) {
        clearTimeout(deadline);
        resolve();
      }
    });
  });
  child.stdout?.resume();
  return {
    baseUrl,
    dataDir,
    pid: child.pid as number,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/um/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
