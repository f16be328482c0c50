import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, MfaRequiredDetails, RecoveryCodesResponse, TotpSetupResponse } from '@backoffice/contract';
import {
  ADMIN,
  bearer,
  createTestApiKey,
  json,
  login,
  signInWith,
  startTestServer,
  testDatabaseKind,
  type TestServer,
} from '../../test/harness.js';
import { totpCodeAt } from '../mfa/index.js';
import { platformClientOf } from '../../test/platform-client.js';

const METRICS_TOKEN = 'metrics-token-for-the-test-suite-0123456789';

/** One sample of the text format: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1] ?? '', label[2] ?? '']),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of one name whose labels include these. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(text)
    .filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(server: TestServer): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /metrics with METRICS_TOKEN unset', () => {
  // A built console answers unknown paths with its page; /metrics must still be a plain 404 for a scraper.
  const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-console-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: consoleDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  it('does not exist: 404 like any unknown path, whatever token is sent', async () => {
    for (const headers of [{}, bearer(METRICS_TOKEN)]) {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_code: 'ROUTE_NOT_FOUND' });
    }
    expect(server.app.routeCatalogue.some((route) => route.url === '/metrics')).toBe(false);
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  let server: TestServer;
  let adminToken: string;
  let refreshToken: string;
  let readKey: string;
  let ingestKey: string;
  let totpSecret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN, PLATFORM_RATE_LIMIT_PER_MINUTE: '3' });
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    adminToken = session.access_token;
    refreshToken = session.refresh_token;
    readKey = await createTestApiKey(server, ['read'], 'metrics reader');
    ingestKey = await createTestApiKey(server, ['ingest'], 'metrics ingester');
  });
  afterAll(async () => server.close());

  it('refuses a request without the token, or with a wrong one, with 401 and the error body', async () => {
    const wrong = [
      {},
      bearer('not-the-metrics-token'),
      bearer(`${METRICS_TOKEN}x`),
      bearer(adminToken),
      { authorization: `Basic ${METRICS_TOKEN}` },
    ];
    for (const headers of wrong) {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error_code: 'METRICS_TOKEN_INVALID', message: expect.any(String) });
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(() => samplesOf(text)).not.toThrow();
    // Node's own figures are on this app's registry.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(valueOf(text, 'backoffice_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // PostgreSQL's pool says how many of its connections are idle and how many requests wait; SQLite has one connection.
    const poolStates = samplesOf(text)
      .filter((sample) => sample.name === 'backoffice_db_pool_connections')
      .map((sample) => sample.labels['state']);
    expect(poolStates.sort()).toEqual(testDatabaseKind() === 'postgres' ? ['idle', 'total', 'waiting'] : ['total']);
    expect(valueOf(text, 'backoffice_db_statement_duration_seconds_count')).toBeGreaterThan(0);
    // Every kind and status is there from the start at 0, so rate() has a series before the first event.
    expect(text).toContain('backoffice_ingest_rows_total{kind="ads-slots",result="accepted"} 0');
    expect(text).toContain('backoffice_platform_searches_total{status="refused"} 0');
  });

  it('counts a failed sign-in once', async () => {
    const before = valueOf(await scrape(server), 'backoffice_sign_in_failures_total', { step: 'password' });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: ADMIN.email, password: 'Wrong-password-1' },
    });
    expect(refused.json()).toMatchObject({ error_code: 'INVALID_CREDENTIALS' });
    expect(valueOf(await scrape(server), 'backoffice_sign_in_failures_total', { step: 'password' })).toBe(before + 1);
  });

  it('counts a wrong second-factor code as a failure of that step, and the password step asking for it as none', async () => {
    const member = await signInWith(server.app, adminToken, ['KEYWORD_FORWARD']);
    const setup = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/mfa/totp/setup',
      headers: bearer(member.token),
    });
    const { secret } = json<TotpSetupResponse>(setup).data;
    const enable = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/mfa/totp/enable',
      headers: bearer(member.token),
      payload: { code: totpCodeAt(secret, Date.now()) },
    });
    recoveryCodes = json<RecoveryCodesResponse>(enable).data.recovery_codes;
    totpSecret = secret;
    const before = await scrape(server);
    // An address of its own: the sign-in throttle counts per address.
    const remoteAddress = '192.0.2.77';
    const password = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress,
    });
    const { challenge_token } = json<ErrorBody & { details: MfaRequiredDetails }>(password).details;
    const wrongCode = totpCodeAt(secret, Date.now() + 30_000) === '000000' ? '111111' : '000000';
    const step = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/mfa/totp',
      payload: { challenge_token, code: wrongCode },
      remoteAddress,
    });
    expect(step.json()).toMatchObject({ error_code: 'MFA_CODE_INVALID' });
    const after = await scrape(server);
    expect(valueOf(after, 'backoffice_sign_in_failures_total', { step: 'second_factor' })).toBe(
      valueOf(before, 'backoffice_sign_in_failures_total', { step: 'second_factor' }) + 1,
    );
    expect(valueOf(after, 'backoffice_sign_in_failures_total', { step: 'password' })).toBe(
      valueOf(before, 'backoffice_sign_in_failures_total', { step: 'password' }),
    );
  });

  it('counts sign-in attempts the throttle holds back', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12 && !statuses.includes(429); attempt++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/login',
        payload: { email: 'guess@example.com', password: `Guess-${attempt}-password` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const text = await scrape(server);
    expect(valueOf(text, 'backoffice_sign_in_throttled_total')).toBe(1);
  });

  it('counts platform searches by status, and the rate limit’s refusals by route', async () => {
    const before = await scrape(server);
    const client = platformClientOf(server, readKey);
    const { response } = await client.GET('/v1/platform/search', {
      params: { query: { bot: 'metrics_bot', q: 'news', tg_id: '1000022226' } },
    });
    expect(response.status).toBe(200);
    let after = await scrape(server);
    expect(valueOf(after, 'backoffice_platform_searches_total')).toBe(
      valueOf(before, 'backoffice_platform_searches_total') + 1,
    );
    expect(valueOf(after, 'backoffice_platform_searches_total', { status: 'ok' })).toBe(
      valueOf(before, 'backoffice_platform_searches_total', { status: 'ok' }) + 1,
    );

    // The limit is 3 a minute per key and route here: the third call after the first search is refused.
    const statuses = [];
    for (let call = 0; call < 3; call++)
      statuses.push(
        (await client.GET('/v1/platform/search', { params: { query: { bot: 'metrics_bot', q: 'news' } } })).response
          .status,
      );
    expect(statuses).toEqual([200, 200, 429]);
    after = await scrape(server);
    expect(valueOf(after, 'backoffice_platform_rate_limited_total', { route: '/v1/platform/search' })).toBe(1);
    expect(valueOf(after, 'backoffice_platform_searches_total')).toBe(
      valueOf(before, 'backoffice_platform_searches_total') + 3,
    );
  });

  it('counts the rows of an ingest batch under its kind', async () => {
    const before = await scrape(server);
    const client = platformClientOf(server, ingestKey);
    const at = '2025-06-01T10:00:00Z';
    const rows = [
      { event_id: 'metrics-se-1', bot: 'metrics_bot', tg_id: '1000022226', query: 'news', result_count: 2, at },
      { event_id: 'metrics-se-2', bot: 'metrics_bot', tg_id: '1000022227', query: 'films', result_count: 0, at },
    ];
    const first = await client.POST('/v1/platform/ingest/search-events', { body: { rows } });
    expect(first.data?.data).toMatchObject({ accepted: 2, duplicates: 0 });
    await client.POST('/v1/platform/ingest/search-events', { body: { rows: rows.slice(0, 1) } });
    const after = await scrape(server);
    const rowsOf = (text: string, labels: Record<string, string>) =>
      valueOf(text, 'backoffice_ingest_rows_total', labels);
    expect(rowsOf(after, { kind: 'search-events', result: 'accepted' })).toBe(
      rowsOf(before, { kind: 'search-events', result: 'accepted' }) + 2,
    );
    expect(rowsOf(after, { kind: 'search-events', result: 'duplicate' })).toBe(
      rowsOf(before, { kind: 'search-events', result: 'duplicate' }) + 1,
    );
    expect(rowsOf(after, { kind: 'chat-records' })).toBe(rowsOf(before, { kind: 'chat-records' }));
  });

  it('reports export jobs by state, read from the database', async () => {
    const now = new Date().toISOString();
    const job = { name: 'metrics', type: 'accounts', filters: '{}', all_data: 1, created_by: null, created_at: now };
    await server.database.db
      .insertInto('exports')
      .values([
        { ...job, status: 'Pending' },
        { ...job, status: 'Pending', claimed_by: 'other-instance', heartbeat_at: now },
        { ...job, status: 'Failed' },
        { ...job, status: 'Completed' },
      ])
      .execute();
    const text = await scrape(server);
    expect(valueOf(text, 'backoffice_export_jobs', { state: 'queued' })).toBe(1);
    expect(valueOf(text, 'backoffice_export_jobs', { state: 'running' })).toBe(1);
    expect(valueOf(text, 'backoffice_export_jobs', { state: 'failed' })).toBe(1);
  });

  it('labels requests with the route pattern, never the URL with its ids or tokens', async () => {
    await server.app.inject({ method: 'GET', url: '/v1/sponsor/987654', headers: bearer(adminToken) });
    await server.app.inject({ method: 'GET', url: '/v1/exports/876543/file?token=download-token-secret-value' });
    await server.app.inject({ method: 'GET', url: '/v1/no-such-route-765432' });
    await server.app.inject({ method: 'GET', url: `/?auth_at=${adminToken}&auth_rf=${refreshToken}` });
    const text = await scrape(server);
    const requests = (labels: Record<string, string>) =>
      valueOf(text, 'backoffice_http_request_duration_seconds_count', labels);
    expect(requests({ method: 'GET', route: '/v1/sponsor/:id', status: '404' })).toBe(1);
    expect(requests({ method: 'GET', route: '/v1/exports/:id/file' })).toBe(1);
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(requests({ method: 'POST', route: '/um/v1/auth/login', status: '200' })).toBeGreaterThan(0);
    expect(requests({ method: 'GET', route: '/metrics', status: '200' })).toBeGreaterThan(0);
    for (const fragment of ['987654', '876543', '765432', 'download-token-secret-value', 'no-such-route'])
      expect(text).not.toContain(fragment);
  });

  it('never shows a secret: passwords, tokens, API keys, the metrics token', async () => {
    const text = await scrape(server);
    expect(totpSecret).not.toBe('');
    for (const secret of [
      ADMIN.password,
      adminToken,
      refreshToken,
      readKey,
      ingestKey,
      METRICS_TOKEN,
      totpSecret,
      ...recoveryCodes,
      'Wrong-password-1',
      'guess@example.com',
      ADMIN.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
