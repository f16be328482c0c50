import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, MAX_ID, type ExportType } from '@backoffice/contract';
import { bearer, createTestApiKey, testDatabaseKind, useTestServer } from '../test/harness.js';
import { isGuardedPath } from './auth/guard.js';

/**
 * Ids in every position a route takes one (path, query filter, body field, an export's filters),
 * in range and beyond it. Every id column is `integer` (32-bit on PostgreSQL): a larger id, or text
 * that is not plainly an id, is refused by the contract with 400 VALIDATION_FAILED naming the field,
 * on both databases alike, and never reaches a query (PostgreSQL used to fail such a query: a 500).
 */
const server = useTestServer();
let platformKey: string;

beforeAll(async () => {
  platformKey = await createTestApiKey(server, API_KEY_SCOPES);
});

/** What the issue lists, as text: beyond 32 bits, below 1, and 32 written in ways that are not an id. */
const LISTED_TEXTS = [
  String(2 ** 31),
  String(2 ** 31 - 1),
  String(2 ** 53),
  '9223372036854775808',
  '-1',
  '0',
  '0x20',
  '3.2e1',
  ' 32',
  '32 ',
  '+32',
  '032',
  '1e3',
];
/** The same as JSON values of a body: numbers beyond the range, and text where a number belongs. */
const LISTED_VALUES: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 63,
  -1,
  0,
  1.5,
  '32',
  '0x20',
  '3.2e1',
  ' 32',
  '+32',
  '032',
  '1e3',
  null,
  true,
];

/** The contract's rule, stated once for the oracle: canonical decimal digits, 1 to MAX_ID. */
const isIdText = (text: string): boolean => /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID;
const isIdValue = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * Ids in range are drawn from 1,000,000 up: ids of no record, so a DELETE or PUT that accepts one
 * changes nothing the rest of the test relies on (the admin, the platform key, the MFA policy).
 */
const NO_RECORD = 1_000_000;

const idText = fc
  .oneof(
    fc.constantFrom(...LISTED_TEXTS),
    fc.integer({ min: NO_RECORD, max: MAX_ID }).map(String),
    fc.bigInt({ min: BigInt(MAX_ID) + 1n, max: 2n ** 64n }).map(String),
    fc.integer({ min: -MAX_ID, max: 0 }).map(String),
    fc
      .tuple(fc.constantFrom('0', '00', '+', '-', ' ', '\t', '0x', '0b', '0o'), fc.integer({ min: 1, max: 99_999 }))
      .map(([prefix, n]) => `${prefix}${n}`),
    fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('.0', '.5', 'e0', 'e3', ' ', 'n', '_'))
      .map(([n, suffix]) => `${n}${suffix}`),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .filter((text) => !isIdText(text) || Number(text) >= NO_RECORD);
/** In a path, `.` and `..` are not a segment's text but a move to another route. */
const pathIdText = idText.filter((text) => text !== '.' && text !== '..');
const idValue = fc
  .oneof(
    fc.constantFrom(...LISTED_VALUES),
    fc.integer({ min: NO_RECORD, max: MAX_ID }),
    fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: -MAX_ID, max: 0 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    idText,
  )
  .filter((value) => !isIdValue(value) || (value as number) >= NO_RECORD);

/** Inputs tried per position: the listed ones first, then generated ones. */
const RUNS = 40;
/** Thousands of requests per test: room for a loaded machine (no timing is asserted). */
const LONG = 300_000;
let tried = 0;
let fiveHundreds = 0;
/** Every id position tried, `METHOD url field`. */
const positionsTried = new Set<string>();

/** An id-like name. Telegram ids (`tg_id`, `member_tg_id`), event ids and audit entity ids are text on the wire, not record ids. */
const TEXT_IDS = new Set(['tg_id', 'member_tg_id', 'event_id', 'entity_id']);
const isIdName = (name: string): boolean => !TEXT_IDS.has(name) && /^(id|ids|.+_id|.+_ids|[a-z]+Id)$/.test(name);

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }>;
  };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function operation(method: string, url: string): OpenApiOperation | undefined {
  const document = server.app.swagger() as unknown as OpenApiDocument;
  return document.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
}

function idRoutes() {
  return server.app.routeCatalogue.filter(
    (route) => isGuardedPath(route.url) && (route.hasParams || route.hasQuery || route.hasBody),
  );
}

function headersFor(access: unknown): Record<string, string> {
  const platform = typeof access === 'object' && access !== null && !Array.isArray(access) && 'apiKey' in access;
  return bearer(platform ? platformKey : server.admin);
}

/** The fields a VALIDATION_FAILED answer names. */
function namedFields(response: LightMyRequestResponse): string[] {
  if (response.statusCode !== 400) return [];
  const body = response.json() as { error_code: string; details?: { fields?: { field: string }[] } };
  return body.error_code === 'VALIDATION_FAILED' ? (body.details?.fields ?? []).map((entry) => entry.field) : [];
}

/**
 * The expectation, the same on both databases: a refused id is 400 VALIDATION_FAILED naming the field;
 * an id in range is not refused as one (`unnamed`: a body id of no record may be named by the service,
 * as it is for an unknown stalker), and nothing is a 5xx.
 */
function expectAnswer(
  response: LightMyRequestResponse,
  field: string,
  valid: boolean,
  label: string,
  unnamed = true,
): void {
  tried += 1;
  positionsTried.add(label.slice(0, label.indexOf('=')));
  if (response.statusCode >= 500) fiveHundreds += 1;
  expect(response.statusCode, `${label} → ${response.statusCode} ${response.body}`).toBeLessThan(500);
  const named = namedFields(response).some((name) => name === field || name.startsWith(`${field}.`));
  if (valid) {
    if (unnamed) expect(named, `${label} → ${response.body}`).toBe(false);
  } else {
    expect(response.statusCode, `${label} → ${response.body}`).toBe(400);
    expect(named, `${label} → ${response.body}`).toBe(true);
  }
}

/** Other query fields a route needs, so an id in range reaches the database. */
const BASE_QUERY: Record<string, Record<string, string>> = {
  'GET /v1/bot/overview': { from: '2026-01-01', to: '2026-01-07' },
  'GET /v1/bot/chat-records/conversation': { tg_id: '1' },
  'GET /v1/war-bot/activity': { from: '2026-01-01', to: '2026-01-07' },
  'GET /v1/sponsor/:id/stats': { from: '2026-01-01', to: '2026-01-07' },
  'GET /v1/exports/:id/file': { token: 'x' },
};

/** A valid body around each body id field; the field's value is replaced by the input. A new route with an id field needs one here. */
const BASE_BODY: Record<string, Record<string, unknown>> = {
  'POST /um/v1/accounts': {
    email: 'ids-test@example.com',
    username: 'ids test',
    password: 'Passw0rd!x',
    force_reset_password: false,
  },
  'PATCH /um/v1/accounts/:id': {},
  'POST /v1/sponsor': { display: 'Ids test', link: 't.me/ids_test', expired_date: '2099-01-01' },
  'PUT /v1/stalker/:id/groups': {},
  'POST /v1/api-keys': { name: 'ids test', scopes: ['stalker'] },
  'PUT /um/v1/security/mfa-policy': { required_for_all: false },
  'POST /v1/keyword/forward/bulk-status': { status: 'Active' },
  'POST /v1/keyword/restrict/bulk-status': { status: 'Active' },
};

/** The bulk actions (docs/architecture.md) whose body is the ids alone. */
const IDS_ONLY = /\/(bulk-delete|restore|bulk-revoke)$/;

/** Each export type whose list filters by an id, and that filter: an export's filters are its list's query. */
const EXPORT_ID_FILTERS: [ExportType, string][] = [
  ['staff-account', 'role_id'],
  ['sponsor', 'client_id'],
  ['audit-log', 'actor_id'],
  ['chat-record', 'bot_id'],
  ['bot-subscription', 'bot_id'],
  ['ads-keyword-slot', 'keyword_id'],
];

describe(`ids on ${testDatabaseKind()}`, () => {
  it(
    'are refused in every path position unless plainly an id in range',
    async () => {
      const routes = idRoutes().filter((route) => /:[A-Za-z_]+/.test(route.url));
      expect(routes.length).toBeGreaterThan(40);
      for (const route of routes) {
        const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
        const query = BASE_QUERY[`${route.method} ${route.url}`];
        for (const param of params.filter(isIdName)) {
          await fc.assert(
            fc.asyncProperty(pathIdText, async (text) => {
              const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
                name === param ? encodeURIComponent(text) : '1',
              );
              const response = await server.app.inject({
                method: route.method as 'GET',
                url: query ? `${url}?${new URLSearchParams(query).toString()}` : url,
                headers: headersFor(route.access),
                ...(route.hasBody ? { payload: {} } : {}),
              });
              expectAnswer(
                response,
                param,
                isIdText(text),
                `${route.method} ${route.url} ${param}=${JSON.stringify(text)}`,
              );
            }),
            { numRuns: RUNS, examples: LISTED_TEXTS.map((text) => [text]) },
          );
        }
      }
    },
    LONG,
  );

  it(
    'are refused in every query filter unless plainly an id in range',
    async () => {
      let positions = 0;
      for (const route of idRoutes().filter((candidate) => candidate.hasQuery)) {
        const fields = (operation(route.method, route.url)?.parameters ?? []).filter(
          (parameter) => parameter.in === 'query' && isIdName(parameter.name),
        );
        for (const { name } of fields) {
          positions += 1;
          await fc.assert(
            fc.asyncProperty(idText, async (text) => {
              const url = route.url.replace(/:[A-Za-z_]+/g, '1');
              const query = new URLSearchParams({ ...BASE_QUERY[`${route.method} ${route.url}`], [name]: text });
              const response = await server.app.inject({
                method: route.method as 'GET',
                url: `${url}?${query.toString()}`,
                headers: headersFor(route.access),
              });
              expectAnswer(
                response,
                name,
                isIdText(text),
                `${route.method} ${route.url}?${name}=${JSON.stringify(text)}`,
              );
            }),
            { numRuns: RUNS, examples: LISTED_TEXTS.map((text) => [text]) },
          );
        }
      }
      // role_id, client_id, actor_id, bot_id (×3), group_ids at least.
      expect(positions).toBeGreaterThanOrEqual(7);
    },
    LONG,
  );

  it(
    'are refused in every body field unless a JSON integer in range',
    async () => {
      let positions = 0;
      for (const route of idRoutes().filter((candidate) => candidate.hasBody)) {
        const properties = Object.entries(
          operation(route.method, route.url)?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        );
        for (const [name, property] of properties.filter(([field]) => isIdName(field))) {
          const key = `${route.method} ${route.url}`;
          const base = BASE_BODY[key] ?? (IDS_ONLY.test(route.url) ? {} : undefined);
          expect(base, `${key} takes the id field "${name}": give it a valid body in BASE_BODY`).toBeDefined();
          const list = [property.type].flat().includes('array');
          positions += 1;
          await fc.assert(
            fc.asyncProperty(idValue, async (value) => {
              const response = await server.app.inject({
                method: route.method as 'POST',
                url: route.url.replace(/:[A-Za-z_]+/g, '1'),
                headers: headersFor(route.access),
                payload: { ...base, [name]: list ? [value] : value },
              });
              expectAnswer(response, name, isIdValue(value), `${key} ${name}=${JSON.stringify(value)}`, false);
            }),
            { numRuns: RUNS, examples: LISTED_VALUES.map((value) => [value]) },
          );
        }
      }
      // role_id (create and update), client_id, group_ids at least.
      expect(positions).toBeGreaterThanOrEqual(4);
    },
    LONG,
  );

  it(
    'are refused in an export’s filters as its list refuses them',
    async () => {
      for (const [type, filter] of EXPORT_ID_FILTERS) {
        await fc.assert(
          fc.asyncProperty(fc.oneof(idText, idValue), async (value) => {
            const response = await server.app.inject({
              method: 'POST',
              url: '/v1/exports',
              headers: bearer(server.admin),
              payload: { type, filters: { [filter]: value }, all_data: true },
            });
            const valid = typeof value === 'string' ? isIdText(value) : isIdValue(value);
            expectAnswer(
              response,
              `filters.${filter}`,
              valid,
              `export ${type} ${filter}=${JSON.stringify(value)}`,
              false,
            );
          }),
          { numRuns: RUNS, examples: [...LISTED_TEXTS, ...LISTED_VALUES].map((value) => [value]) },
        );
      }
    },
    LONG,
  );

  afterAll(() => {
    // The closing figures: inputs tried (routes × positions × inputs) and 5xx seen.
    const routes = new Set([...positionsTried].map((position) => position.split(/[ ?]/).slice(0, 2).join(' ')));
    process.stdout.write(
      `ids on ${testDatabaseKind()}: ${routes.size} routes, ${positionsTried.size} id positions, ${tried} requests, ${fiveHundreds} answered 5xx\n`,
    );
  });
});
