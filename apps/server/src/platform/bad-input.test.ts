import fc from 'fast-check';
import { sql } from 'kysely';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { bearer, useTestServer } from '../test/harness.js';
import { isGuardedPath } from './auth/guard.js';

/**
 * Generated bad input to every route that takes input: never a 5xx, every 4xx carries an
 * error_code, and nothing is written.
 */
const server = useTestServer();

/**
 * Every table of this server's own schema, so a section added later is covered without touching this test.
 * Not the introspector's every schema: on PostgreSQL other test files drop theirs while this one runs.
 */
async function tableNames(): Promise<string[]> {
  const { db, kind } = server.database;
  const { rows } =
    kind === 'postgres'
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db,
        )
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames()) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.database.db,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

const FIELD_NAMES = [
  'email',
  'password',
  'username',
  'role_id',
  'status',
  'name',
  'description',
  'permissions',
  'new_password',
  'confirm_password',
  'current_password',
  'access_token',
  'refresh_token',
  'force_reset_password',
  'per_page',
  'current_page',
  'search',
  'created_from',
  'created_to',
  'email',
  'actor_id',
  'entity',
  '__proto__',
  'constructor',
];
const badValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const badBody = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...FIELD_NAMES), badValue, { maxKeys: 6 }));
/** The body as the server receives it once it has been through JSON. */
const wireBody = badBody.map((body): unknown => {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
});
const badQueryValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('-1', '0', '1e9', 'NaN', 'asc', 'DESC', '', '2026-13-45', '%', '\u0000'),
);
const badQuery = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES, 'email', 'username', 'created_at', 'role_id', 'status'),
  badQueryValue,
  { minKeys: 1, maxKeys: 5 },
);
const badId = fc.constantFrom('abc', '-1', '0', '1.5', '99999999999999999999999', '%20', 'null', '1e3');

function expectClientError(status: number, body: string, label: string): void {
  expect(status, `${label} → ${status} ${body}`).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body), label).toHaveProperty('error_code');
}

/** Forty bodies or queries for every route that takes input (the bulk actions added 28 such routes): room for a loaded machine, no timing is asserted. */
const EVERY_ROUTE_TIMEOUT = 120_000;

describe('generated bad input', () => {
  it('never breaks a route and never writes a row', { timeout: EVERY_ROUTE_TIMEOUT }, async () => {
    const routes = server.app.routeCatalogue.filter(
      (route) => isGuardedPath(route.url) && (route.hasBody || route.hasQuery || route.hasParams),
    );
    expect(routes.length).toBeGreaterThan(5);
    // Without its schema a route's valid bodies would count as bad ones, and a body that happens to be valid writes.
    expect(
      routes.filter((route) => route.hasBody && !route.bodySchema).map((route) => `${route.method} ${route.url}`),
      'routes whose body schema the catalogue does not hold',
    ).toEqual([]);
    const before = await rowCounts();
    for (const route of routes) {
      /** What a write route answered with success: the input that wrote, should a row count change. */
      const accepted: string[] = [];
      const note = (status: number, input: unknown) => {
        if (status < 300 && route.method !== 'GET') accepted.push(`${status} for ${JSON.stringify(input)}`);
      };
      const method = route.method as 'GET';
      if (route.hasParams) {
        await fc.assert(
          fc.asyncProperty(badId, async (id) => {
            const response = await server.app.inject({
              method,
              url: route.url.replace(/:[A-Za-z_]+/g, id),
              headers: bearer(server.admin),
              payload: route.hasBody ? {} : undefined,
            });
            note(response.statusCode, { id });
            expect(response.statusCode, `${route.method} ${route.url} id=${id}`).toBeGreaterThanOrEqual(400);
            expectClientError(response.statusCode, response.body, `${route.method} ${route.url}`);
          }),
          { numRuns: 8 },
        );
      }
      // A well-formed id of no record: a body that happens to be valid meets a 404 and still writes nothing.
      const url = route.url.replace(/:[A-Za-z_]+/g, '999999');
      if (route.hasBody) {
        // Only bodies the route's own schema refuses: a generated body may happen to be a valid one.
        // Judged in its wire form: JSON drops undefined members and turns NaN into null, so a body the schema
        // refuses as generated can arrive as one it accepts.
        const schema = route.bodySchema;
        const refusedBody = schema ? wireBody.filter((body) => !z.safeParse(schema, body).success) : wireBody;
        await fc.assert(
          fc.asyncProperty(refusedBody, async (body) => {
            const payload = body === undefined ? undefined : JSON.stringify(body);
            const response = await server.app.inject({
              method,
              url,
              headers: { ...bearer(server.admin), 'content-type': 'application/json' },
              payload,
            });
            note(response.statusCode, { body: payload });
            expectClientError(response.statusCode, response.body, `${route.method} ${route.url}`);
          }),
          { numRuns: 40 },
        );
      }
      if (route.hasQuery) {
        await fc.assert(
          fc.asyncProperty(badQuery, async (query) => {
            const response = await server.app.inject({ method, url, headers: bearer(server.admin), query });
            note(response.statusCode, { query });
            expectClientError(response.statusCode, response.body, `${route.method} ${route.url}`);
          }),
          { numRuns: 40 },
        );
      }
      expect(
        await rowCounts(),
        `${route.method} ${route.url} wrote rows; it answered ${accepted.join('; ') || 'no success'}`,
      ).toEqual(before);
    }
  });

  it('refuses a NUL character anywhere in the input, naming the field, on both databases', async () => {
    const query = await server.app.inject({
      method: 'GET',
      url: '/um/v1/accounts/list',
      headers: bearer(server.admin),
      query: { search: 'a\u0000b' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', details: { fields: [{ field: 'search' }] } });
    const body = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: bearer(server.admin),
      payload: { name: 'Ops\u0000', permissions: ['BOT'] },
    });
    expect(body.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', details: { fields: [{ field: 'name' }] } });
  });

  it('answers malformed JSON, a wrong content type and an oversized body with a 4xx and an error_code', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: { ...bearer(server.admin), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    const text = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: { ...bearer(server.admin), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error_code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: { ...bearer(server.admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
  });
});
