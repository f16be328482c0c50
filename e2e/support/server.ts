import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@example.com', password: 'Lantern@Admin42' } as const;

/**
 * Writes into a server's SQLite file what no staff route writes: rows the bot platform would send, or
 * that time would leave behind.
 */
export function writeDatabase(dataDir: string, write: (db: Database.Database) => void): void {
  const db = new Database(path.join(dataDir, 'backoffice.db'));
  try {
    write(db);
  } finally {
    db.close();
  }
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

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

/** The line the server prints once it listens (apps/server/src/main.ts). */
const LISTENING = 'Backoffice is running at';

/** Resolves when the server says it is listening; fails at once if it exits, or after 30 s. */
function waitUntilListening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => finish(new Error(`The server did not start within 30 s:\n${output()}`)), 30_000);
    const onOutput = () => {
      if (output().includes(LISTENING)) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`The server exited (${code}):\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(deadline);
      child.stdout?.off('data', onOutput);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onOutput);
    child.once('exit', onExit);
    onOutput();
  });
}

/** Every file a built console's index.html and its JavaScript name under assets/ exists. */
function isCompleteBuild(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = path.join(dir, 'assets');
  const texts = [fs.readFileSync(index, 'utf8')];
  if (fs.existsSync(assets)) {
    for (const name of fs.readdirSync(assets)) if (name.endsWith('.js')) texts.push(fs.readFileSync(path.join(assets, name), 'utf8'));
  }
  const referenced = new Set(texts.flatMap((text) => [...text.matchAll(/(?:assets\/|["']\.\/)([\w.-]+\.(?:js|css))/g)].map((match) => match[1] as string)));
  return [...referenced].every((name) => fs.existsSync(path.join(assets, name)));
}

/**
 * A private copy of the built console for one server, so a rebuild of apps/web/dist while the tests
 * run (its hashed file names change) cannot pull the assets from under an open page.
 */
function snapshotConsole(target: string): void {
  const source = path.join(root, 'apps/web/dist');
  if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true });
  if (!isCompleteBuild(target)) throw new Error('No complete console build in apps/web/dist: run "npm run build -w @backoffice/web" (npm test does it)');
}

/** Starts the built server (apps/server/dist) on a free port with a new SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('The server is not built: run "npm run build" (npm test does it)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const webDir = path.join(dataDir, 'web');
  snapshotConsole(webDir);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', DATABASE_URL: '', WEB_DIST_DIR: webDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilListening(child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
