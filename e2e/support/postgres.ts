import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';

/** The PostgreSQL server of `npm test` (its README: TEST_POSTGRES_URL, else the machine's own). */
const POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own on the test PostgreSQL for a browser test file's server, made before the file's
 * server starts and dropped after it stops: the settings that put a server on it.
 */
export function usePostgresSchema(): () => Record<string, string> {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  // Registered before the suite's own hooks: vitest runs afterAll hooks in reverse, so the drop comes after the server stops.
  beforeAll(() => onPostgres(`create schema ${schema}`));
  afterAll(() => onPostgres(`drop schema if exists ${schema} cascade`));
  return () => ({ DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema });
}
