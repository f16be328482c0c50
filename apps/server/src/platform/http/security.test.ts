import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-console-'));
fs.writeFileSync(
  path.join(consoleDir, 'index.html'),
  '<!doctype html><html><head><meta name="backoffice-config" content="{}"></head><body></body></html>',
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: consoleDir, CONSOLE_USER_API_URL: 'https://um.example.com/um' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

/** Exactly what @fastify/helmet 13.2 sent with this policy, header by header, before the headers were computed once. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'none';frame-ancestors 'none';object-src 'none';form-action 'self';script-src 'self';" +
    "style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self' https://um.example.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function headersOf(url: string): Promise<Record<string, unknown>> {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.headers;
}

describe('security headers', () => {
  it('are the same on an API answer as before, with no-store', async () => {
    const headers = await headersOf('/v1/ping');
    expect(headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are the same on the console HTML as before, which the browser may revalidate', async () => {
    expect(await headersOf('/login/')).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
  });

  it('leave the OpenAPI page its own policy', async () => {
    const headers = await headersOf('/docs/');
    const { 'content-security-policy': _consolePolicy, ...others } = SECURITY_HEADERS;
    expect(headers).toMatchObject(others);
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; base-uri 'self';.* script-src 'self' ; script-src-attr 'none'/,
    );
  });
});
