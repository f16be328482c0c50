import pg from 'pg';
import { POSTGRES_URL } from './postgres-url.js';

/** Stops the PostgreSQL run at once, naming the address, when the server cannot be reached. */
export default async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const address = POSTGRES_URL.replace(/\/\/[^@]*@/, '//');
    throw new Error(
      `PostgreSQL is not reachable at ${address} (${error instanceof Error ? error.message : String(error)}). ` +
        'Start it, point TEST_POSTGRES_URL at another server, or run only the SQLite suite with TEST_DATABASES=sqlite.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
