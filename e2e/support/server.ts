import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertServerBuilt, startBuiltServer } from '@backoffice/server-process';
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

/** Every file a built console's index.html and its JavaScript name under assets/ exists. */
function isCompleteBuild(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = path.join(dir, 'assets');
  const texts = [fs.readFileSync(index, 'utf8')];
  if (fs.existsSync(assets)) {
    for (const name of fs.readdirSync(assets))
      if (name.endsWith('.js')) texts.push(fs.readFileSync(path.join(assets, name), 'utf8'));
  }
  const referenced = new Set(
    texts.flatMap((text) =>
      [...text.matchAll(/(?:assets\/|["']\.\/)([\w.-]+\.(?:js|css))/g)].map((match) => match[1] as string),
    ),
  );
  return [...referenced].every((name) => fs.existsSync(path.join(assets, name)));
}

/**
 * A private copy of the built console for one server, so a rebuild of apps/web/dist while the tests
 * run (its hashed file names change) cannot pull the assets from under an open page.
 */
function snapshotConsole(target: string): void {
  const source = path.join(root, 'apps/web/dist');
  if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true });
  if (!isCompleteBuild(target))
    throw new Error(
      'No complete console build in apps/web/dist: run "npm run build -w @backoffice/web" (npm test does it)',
    );
}

/** Starts the built server (apps/server/dist) on a free port with a new SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  assertServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  try {
    const webDir = path.join(dataDir, 'web');
    snapshotConsole(webDir);
    const server = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DATABASE_URL: '',
        WEB_DIST_DIR: webDir,
        ...env,
      },
    });
    return {
      baseUrl: server.baseUrl,
      dataDir,
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
