import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startBenchServer, signIn } from './server.js';

export interface ThroughputRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export async function measure(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<ThroughputRow> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return { name, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/** Staff accounts written straight into SQLite: the list, not the seeding, is under test. */
function seedAccounts(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, 'backoffice.db'));
  const admin = db.prepare('select password_hash, role_id from accounts limit 1').get() as { password_hash: string; role_id: number };
  const insert = db.prepare(
    `insert into accounts (email, username, password_hash, role_id, status, force_reset_password, created_at, updated_at)
     values (?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(`staff${i}@example.com`, `staff${i}`, admin.password_hash, admin.role_id, i % 7 === 0 ? 'Inactive' : 'Active', at, at);
    }
  })();
  db.close();
}

/** Requests per second of the no-op route and of the account list at 10,000 accounts, in one run. */
export async function apiThroughput(seconds: number): Promise<ThroughputRow[]> {
  const server = await startBenchServer();
  try {
    seedAccounts(server.dataDir, 10_000);
    const token = await signIn(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    return [
      await measure('GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, {}, seconds),
      await measure('GET /um/v1/accounts/list (10,000 accounts)', `${server.baseUrl}/um/v1/accounts/list?per_page=10&current_page=1`, auth, seconds),
      await measure('GET /um/v1/accounts/list search + sort', `${server.baseUrl}/um/v1/accounts/list?per_page=50&current_page=20&search=staff1&email=asc`, auth, seconds),
    ];
  } finally {
    await server.stop();
  }
}
