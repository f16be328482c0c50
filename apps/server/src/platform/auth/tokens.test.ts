import crypto from 'node:crypto';
import { SignJWT, UnsecuredJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, bearer, login, startTestServer, type TestServer } from '../../test/harness.js';
import { TokenService } from './tokens.js';

/** The signing key as TOKEN_SIGNING_KEY gives it, so the test server below signs with it too. */
const SIGNING_SECRET = crypto.randomBytes(32).toString('hex');
const key = new TextEncoder().encode(SIGNING_SECRET);
const tokens = new TokenService(key, 900);
const claims = { accountId: 7, sessionId: 'a3c1f0de-0000-4000-8000-000000000001' };
const now = () => Math.floor(Date.now() / 1000);

/** A token shaped like the ones the server issues, with parts changed. */
function forge(
  options: {
    alg?: string;
    typ?: string;
    subject?: string;
    key?: Uint8Array;
    issuer?: string;
    audience?: string | string[];
    exp?: number;
    nbf?: number;
    payload?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const jwt = new SignJWT({ sid: claims.sessionId, typ: 'access', ...options.payload })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'JWT' })
    .setSubject(options.subject ?? String(claims.accountId))
    .setIssuer(options.issuer ?? 'backoffice')
    .setAudience(options.audience ?? 'backoffice-console')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? now() + 900);
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(options.key ?? key);
}

describe('access tokens', () => {
  it('verify when issued here, with the claims and the expiry', async () => {
    const issuedAt = new Date();
    const token = await tokens.issueAccess(claims, issuedAt);
    expect(await tokens.verifyAccess(token)).toEqual({
      ...claims,
      expiresAt: Math.floor(issuedAt.getTime() / 1000) + 900,
    });
    expect(await tokens.verifyAccess(await forge())).toEqual({ ...claims, expiresAt: expect.any(Number) });
  });

  it('are the same bytes for the same claims and issue time', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(await tokens.issueAccess(claims, at)).toBe(await tokens.issueAccess(claims, at));
  });

  it('refuse a tampered signature, payload or header', async () => {
    const token = await tokens.issueAccess(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const otherPayload = base64url.encode(
      JSON.stringify({ ...JSON.parse(new TextDecoder().decode(base64url.decode(payload))), sub: '1' }),
    );
    for (const forged of [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.${signature}`,
      `${header}.${payload}.${signature}x`,
      `${header}.${payload}.${signature.slice(0, -1)}é`,
      'garbage',
      'a.b.c',
      '',
    ]) {
      expect(await tokens.verifyAccess(forged), forged).toBeUndefined();
    }
  });

  it('refuse alg none and every other algorithm, even with the same key', async () => {
    const unsecured = new UnsecuredJWT({ sid: claims.sessionId, typ: 'access' })
      .setSubject('7')
      .setIssuer('backoffice')
      .setAudience('backoffice-console')
      .setExpirationTime(now() + 900)
      .encode();
    expect(await tokens.verifyAccess(unsecured)).toBeUndefined();
    expect(await tokens.verifyAccess('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.')).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ alg: 'HS512' }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ alg: 'HS384' }))).toBeUndefined();
    // The header names another algorithm but the signature is HS256 under the key: still refused.
    const hs256 = await forge();
    const [, payload, signature] = hs256.split('.') as [string, string, string];
    const rs256Header = base64url.encode(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const resigned = crypto.createHmac('sha256', key).update(`${rs256Header}.${payload}`).digest('base64url');
    expect(await tokens.verifyAccess(`${rs256Header}.${payload}.${resigned}`)).toBeUndefined();
    expect(signature).not.toBe(resigned);
  });

  it('refuse a header with another type or with fields this server does not understand', async () => {
    expect(await tokens.verifyAccess(await forge({ typ: 'at+jwt' }))).toBeUndefined();
    // jose refuses to sign a critical header it does not know: signed by hand.
    const payload = (await forge()).split('.')[1] ?? '';
    const criticalHeader = base64url.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT', crit: ['exp'] }));
    const critical = `${criticalHeader}.${payload}.${crypto.createHmac('sha256', key).update(`${criticalHeader}.${payload}`).digest('base64url')}`;
    expect(await tokens.verifyAccess(critical)).toBeUndefined();
  });

  it('refuse a token signed with another key', async () => {
    expect(await tokens.verifyAccess(await forge({ key: new Uint8Array(crypto.randomBytes(32)) }))).toBeUndefined();
  });

  it('refuse an expired token, and one not yet valid', async () => {
    expect(await tokens.verifyAccess(await forge({ exp: now() - 1 }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ exp: now() }))).toBeUndefined();
    expect(await tokens.verifyAccess(await tokens.issueAccess(claims, new Date(Date.now() - 901_000)))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ nbf: now() + 60 }))).toBeUndefined();
  });

  it('accept a token up to the second before it expires, and refuse it from that second on', async () => {
    const issuedAtSeconds = now();
    const token = await tokens.issueAccess(claims, new Date(issuedAtSeconds * 1000));
    const expiresAt = issuedAtSeconds + 900;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((expiresAt - 1) * 1000 + 999);
      expect(await tokens.verifyAccess(token)).toEqual({ ...claims, expiresAt });
      vi.setSystemTime(expiresAt * 1000);
      expect(await tokens.verifyAccess(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuse another audience or issuer, and accept an audience list naming the console', async () => {
    expect(await tokens.verifyAccess(await forge({ audience: 'someone-else' }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ audience: ['someone-else'] }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ issuer: 'elsewhere' }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ audience: ['someone-else', 'backoffice-console'] }))).toEqual({
      ...claims,
      expiresAt: expect.any(Number),
    });
  });

  it('refuse a token of another type or without its session or account', async () => {
    expect(await tokens.verifyAccess(await forge({ payload: { typ: 'refresh' } }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ payload: { sid: 42 } }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ payload: { sid: undefined } }))).toBeUndefined();
    expect(await tokens.verifyAccess(await forge({ subject: 'admin' }))).toBeUndefined();
  });
});

describe('a signed-in route given a bad access token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TOKEN_SIGNING_KEY: SIGNING_SECRET });
  });
  afterAll(async () => server.close());

  it('answers 401 UNAUTHENTICATED for a tampered, unsigned, other-algorithm, expired or foreign-audience token', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const issued = JSON.parse(new TextDecoder().decode(base64url.decode(session.access_token.split('.')[1] ?? ''))) as {
      sub: string;
      sid: string;
    };
    const forSession = (options: Parameters<typeof forge>[0] = {}) =>
      forge({ ...options, subject: issued.sub, payload: { sid: issued.sid, ...options.payload } });
    const me = (token: string) => server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(token) });
    expect((await me(await forSession())).statusCode).toBe(200);

    const [header, payload, signature] = (await forSession()).split('.') as [string, string, string];
    for (const token of [
      `${header}.${payload}.${signature.slice(1)}A`,
      `eyJhbGciOiJub25lIn0.${payload}.`,
      await forSession({ alg: 'HS512' }),
      await forSession({ exp: now() - 1 }),
      await forSession({ audience: 'someone-else' }),
    ]) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({ error_code: 'UNAUTHENTICATED' });
    }
  });
});
