import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, startTestServer, type TestServer } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { redactUrl } from './logging.js';

const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-console-'));
fs.mkdirSync(path.join(consoleDir, 'assets'));
fs.writeFileSync(
  path.join(consoleDir, 'index.html'),
  '<!doctype html><html><head><meta name="backoffice-config" content="{}"></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js'), 'console.log(1)');
for (const locale of ['en-US', 'zh-CN']) {
  fs.writeFileSync(
    path.join(consoleDir, `sign-in.${locale}.html`),
    `<!doctype html><html lang="${locale}"><head><meta name="backoffice-config" content="{}"></head><body><div id="root"><form></form></div></body></html>`,
  );
}

let server: TestServer;
let logs = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  server = await startTestServer(
    { WEB_DIST_DIR: consoleDir, LOG_LEVEL: 'info', CONSOLE_USER_API_URL: 'https://um.example.com/um' },
    stream,
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('the console', () => {
  it('answers any console route with index.html carrying the run-time API bases', async () => {
    for (const url of ['/', '/login/', '/user/role-management?page=2', '/index.html']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        '<meta name="backoffice-config" content="{&quot;appApiUrl&quot;:&quot;&quot;,&quot;userApiUrl&quot;:&quot;https://um.example.com/um&quot;}">',
      );
    }
  });

  it('answers the sign-in page in the language of the locale cookie', async () => {
    const chinese = await server.app.inject({ method: 'GET', url: '/login/', cookies: { 'hi7-locale': 'zh-CN' } });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    const unknown = await server.app.inject({ method: 'GET', url: '/login', cookies: { 'hi7-locale': 'fr-FR' } });
    expect(unknown.body).toContain('<html lang="en-US">');
  });

  it("switches the sign-in page's language from its painted buttons, before any script runs", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/login/?locale=zh-CN',
      cookies: { 'hi7-locale': 'en-US' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login/');
    const cookie = response.cookies.find((entry) => entry.name === 'hi7-locale');
    expect(cookie).toMatchObject({ value: 'zh-CN', path: '/', sameSite: 'Strict', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.httpOnly).toBeFalsy();
    const page = await server.app.inject({
      method: 'GET',
      url: response.headers.location,
      cookies: { 'hi7-locale': cookie?.value ?? '' },
    });
    expect(page.body).toContain('<html lang="zh-CN">');
    // A language the console does not have is no switch: the page answers as it would without it.
    const unsupported = await server.app.inject({ method: 'GET', url: '/login/?locale=fr-FR' });
    expect(unsupported.statusCode).toBe(200);
    expect(unsupported.cookies).toEqual([]);
  });

  it('serves hashed assets for a year and unknown API paths as JSON 404', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await server.app.inject({ method: 'GET', url: '/v1/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error_code: 'ROUTE_NOT_FOUND' });
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/login/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://um.example.com');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never lets API answers be cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/ping' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/um/v1/auth/login', '/um/v1/accounts/list', '/um/v1/roles/{id}', '/v1/audit-log/list']),
    );
  });
});

describe('logs', () => {
  it('never contain a password, a token or a refresh cookie', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    await server.app.inject({
      method: 'GET',
      url: `/?auth_at=${session.access_token}&auth_rf=${session.refresh_token}`,
    });
    await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(session.access_token) });
    await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/refresh',
      cookies: { 'hi7-refresh_token': session.refresh_token },
    });
    expect(logs).toContain('/um/v1/auth/me');
    expect(logs).not.toContain(ADMIN.password);
    expect(logs).not.toContain(session.access_token);
    expect(logs).not.toContain(session.refresh_token);
  });

  it('redacts credentials carried in query strings', () => {
    expect(redactUrl('/?auth_at=abc&auth_rf=def&page=2')).toBe(
      '/?auth_at=%5BREDACTED%5D&auth_rf=%5BREDACTED%5D&page=2',
    );
    expect(redactUrl('/login/')).toBe('/login/');
  });
});

describe('configuration', () => {
  it('stops start-up with a message naming each wrong setting', () => {
    const wrong = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(wrong).toThrow(/^Invalid configuration:\n {2}PORT: /);
    expect(wrong).toThrow(/\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, CONSOLE_USER_API_URL: '/um', ACCESS_TOKEN_TTL_SECONDS: 900 });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
