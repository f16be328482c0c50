import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, MeResponse } from '@backoffice/contract';
import { ADMIN, bearer, json, login, signInWith, startTestServer, type TestServer } from '../../test/harness.js';
import { SessionService } from '../../platform/auth/sessions.js';
import { REFRESH_COOKIE } from '../../platform/http/refresh-cookie.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
}

describe('sign-in', () => {
  it('answers the login shape of the product with the role and its permissions', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/um/v1/auth/login', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const { data } = json<LoginResponse>(response);
    expect(data.force_reset_password).toBe(false);
    expect(data.user).toMatchObject({ email: ADMIN.email, role: { name: 'Super Admin', permissions: ['ALL'] } });
    expect(data.expires_in).toBeGreaterThan(0);
    expect(data.refresh_expires_in).toBeGreaterThan(data.expires_in);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/um/v1/auth' });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { ...ADMIN, password: 'Wrong@12345' },
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong@12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error_code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('audits every attempt, failed or not, without the password', async () => {
    const admin = await login(server.app, ADMIN.email, ADMIN.password);
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/audit-log/list?per_page=50',
      headers: bearer(admin.access_token),
    });
    const entries = json<{ data: { data: { action: string; changes: object }[] } }>(response).data.data;
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.login_failed');
    expect(JSON.stringify(entries)).not.toContain(ADMIN.password);
  });

  it('slows down repeated failures per account with a retry time instead of locking out', async () => {
    const email = 'throttle-target@example.com';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/login',
        payload: { email, password: 'Wrong@12345' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email, password: 'Wrong@12345' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error_code: 'TOO_MANY_ATTEMPTS',
      details: { retry_after_seconds: expect.any(Number) },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts from the same address can still sign in.
    await expect(login(server.app, ADMIN.email, ADMIN.password)).resolves.toBeDefined();
  });
});

describe('sessions', () => {
  it('rotates the refresh token and revokes the whole session when a rotated token is replayed', async () => {
    const first = await login(server.app, ADMIN.email, ADMIN.password);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/refresh',
      cookies: { [REFRESH_COOKIE]: first.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = json<LoginResponse>(refreshed).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(refreshCookieOf(refreshed)).toBe(second.refresh_token);

    // Past the grace window that covers two tabs refreshing together, a replay is a stolen token.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SessionService.REUSE_GRACE_MS + 1000);
    try {
      const replay = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/refresh',
        payload: { refresh_token: first.refresh_token },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
    } finally {
      vi.useRealTimers();
    }
    const afterTheft = await server.app.inject({
      method: 'GET',
      url: '/um/v1/auth/me',
      headers: bearer(second.access_token),
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const [a, b] = await Promise.all([
      server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      }),
      server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('logout ends the session at once and clears the refresh cookie', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/logout',
      headers: bearer(session.access_token),
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(401);
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses forged, expired-shaped and foreign tokens', async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const response = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
  });

  it('token login accepts a live pair, rotates its refresh token, and refuses a refresh token of another session', async () => {
    const pair = await login(server.app, ADMIN.email, ADMIN.password);
    const other = await login(server.app, ADMIN.email, ADMIN.password);
    const mismatch = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/token-login',
      payload: { access_token: pair.access_token, refresh_token: other.refresh_token },
    });
    expect(mismatch.statusCode).toBe(401);
    const response = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/token-login',
      payload: { access_token: pair.access_token, refresh_token: pair.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    const data = json<LoginResponse>(response).data;
    expect(data.user.email).toBe(ADMIN.email);
    expect(data.refresh_token).not.toBe(pair.refresh_token);
    const accessOnly = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/token-login',
      payload: { access_token: pair.access_token },
    });
    expect(accessOnly.statusCode).toBe(200);
    expect(json<{ data: { refresh_token?: string } }>(accessOnly).data.refresh_token).toBeUndefined();
  });
});

describe('passwords', () => {
  it('a force-reset account can only reset its password, after which every session ends', async () => {
    const admin = await login(server.app, ADMIN.email, ADMIN.password);
    const created = await signInWith(server.app, admin.access_token, ['KEYWORD_FORWARD']);
    await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${created.accountId}`,
      headers: bearer(admin.access_token),
      payload: { force_reset_password: true },
    });
    const session = await login(server.app, created.email, created.password);
    expect(session.force_reset_password).toBe(true);

    const elsewhere = await server.app.inject({
      method: 'GET',
      url: '/um/v1/roles/options',
      headers: bearer(session.access_token),
    });
    expect(elsewhere.json()).toMatchObject({ error_code: 'PASSWORD_RESET_REQUIRED' });
    const me = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(session.access_token) });
    expect(json<MeResponse>(me).data.force_reset_password).toBe(true);

    const mismatch = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/reset-password',
      headers: bearer(session.access_token),
      payload: { new_password: 'Harbor@Lamp123', confirm_password: 'Harbor@Lamp124' },
    });
    expect(mismatch.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'confirm_password', message: 'Password do not match' }] },
    });
    const weak = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/reset-password',
      headers: bearer(session.access_token),
      payload: { new_password: 'weakpass', confirm_password: 'weakpass' },
    });
    expect(weak.json()).toMatchObject({
      details: { fields: [{ field: 'new_password', message: 'Password do not meet requirements' }] },
    });

    const reset = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/reset-password',
      headers: bearer(session.access_token),
      payload: { new_password: 'Harbor@Lamp123', confirm_password: 'Harbor@Lamp123' },
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(session.access_token) }))
        .statusCode,
    ).toBe(401);
    const again = await login(server.app, created.email, 'Harbor@Lamp123');
    expect(again.force_reset_password).toBe(false);
  });

  it('change password checks the current one and ends every session', async () => {
    const admin = await login(server.app, ADMIN.email, ADMIN.password);
    const user = await signInWith(server.app, admin.access_token, ['BOT']);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(user.token),
      payload: { current_password: 'Nope@1234', new_password: 'Violet@Rain123', confirm_password: 'Violet@Rain123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'CURRENT_PASSWORD_INCORRECT' });
    const ok = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(user.token),
      payload: { current_password: user.password, new_password: 'Violet@Rain123', confirm_password: 'Violet@Rain123' },
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    await expect(login(server.app, user.email, 'Violet@Rain123')).resolves.toBeDefined();
  });
});
