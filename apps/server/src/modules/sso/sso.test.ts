import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, MeResponse, Role } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { PROVIDER_USERS, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';
import { SsoBrowser } from '../../test/sso-browser.js';
import { REFRESH_COOKIE } from '../../platform/http/refresh-cookie.js';

/** The console's address as the provider knows it; the tests reach the server itself through inject. */
const CONSOLE = 'http://console.test';
const CALLBACK = `${CONSOLE}/um/v1/auth/oidc/callback`;
const PASSWORD = 'Harbor@Lights2041';

let provider: TestOidcProvider;
let server: TestServer;
let admin: string;
let support: Role;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  server = await startTestServer({ ...provider.settings(CALLBACK), LOG_LEVEL: 'info' }, logStream);
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
  const created = await call('POST', '/um/v1/roles', { name: 'Support', permissions: ['ACCOUNT'], requires_sso: true });
  expect(created.statusCode).toBe(201);
  support = json<{ data: Role }>(created).data;
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: bearer(admin), ...(payload !== undefined && { payload }) });
}

const browser = () => new SsoBrowser(server.app, CONSOLE);

async function createAccount(email: string, roleId: number, status: 'Active' | 'Inactive' = 'Active') {
  const response = await call('POST', '/um/v1/accounts', {
    email,
    username: email.split('@')[0],
    password: PASSWORD,
    role_id: roleId,
    status,
    force_reset_password: false,
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: { id: number } }>(response).data;
}

async function roleId(name: string): Promise<number> {
  const options = json<{ data: { id: number; name: string }[] }>(await call('GET', '/um/v1/roles/options')).data;
  const role = options.find((option) => option.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

async function auditEntries(): Promise<
  { action: string; entity_id: string | null; changes: Record<string, { from?: unknown; to?: unknown }> }[]
> {
  const response = await call('GET', '/v1/audit-log/list?per_page=100');
  return json<{
    data: {
      data: { action: string; entity_id: string | null; changes: Record<string, { from?: unknown; to?: unknown }> }[];
    };
  }>(response).data.data;
}

/** After `/login/?sso=signed-in`, the console refreshes with the cookie the callback set: the session it gets. */
async function sessionOf(person: SsoBrowser): Promise<LoginResponse['data']> {
  const refreshed = await person.console('POST', '/um/v1/auth/refresh');
  expect(refreshed.statusCode).toBe(200);
  return json<LoginResponse>(refreshed).data;
}

describe('single sign-on through an OpenID provider', () => {
  it('creates the account of a new person whose groups give a role, and opens a session as a password sign-in does', async () => {
    const person = browser();
    const landing = await person.signIn(PROVIDER_USERS.newcomer.login);
    expect(landing.location).toBe('/login/?sso=signed-in');
    const cookie = landing.response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/um/v1/auth' });
    expect(landing.location).not.toContain(cookie?.value);

    const session = await sessionOf(person);
    expect(session.user).toMatchObject({ email: 'new.hire@example.com', username: 'new.hire', role: { name: 'Dev' } });
    const me = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(session.access_token) });
    expect(json<MeResponse>(me).data).toMatchObject({
      email: 'new.hire@example.com',
      last_login_at: expect.any(String),
    });

    const entries = await auditEntries();
    expect(entries.find((entry) => entry.action === 'account.sso_created')?.changes).toMatchObject({
      email: { to: 'new.hire@example.com' },
      role: { to: 'Dev' },
    });
    expect(
      entries.find((entry) => entry.action === 'auth.login' && entry.entity_id === String(session.user.id))?.changes,
    ).toEqual({ method: { to: 'oidc' } });

    // Sign-out ends the session: its refresh token is no longer good.
    const out = await person.console('POST', '/um/v1/auth/logout');
    expect(out.statusCode).toBe(204);
    const after = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('matches an existing account by its verified e-mail and applies the role of its groups at each sign-in', async () => {
    const account = await createAccount(PROVIDER_USERS.supporter.email, await roleId('Dev'));
    const first = browser();
    expect((await first.signIn(PROVIDER_USERS.supporter.login)).location).toBe('/login/?sso=signed-in');
    const session = await sessionOf(first);
    expect(session.user).toMatchObject({ id: account.id, role: { name: 'Support' } });

    provider.setGroups(PROVIDER_USERS.supporter.login, ['developers']);
    const second = browser();
    expect((await second.signIn(PROVIDER_USERS.supporter.login)).location).toBe('/login/?sso=signed-in');
    expect((await sessionOf(second)).user).toMatchObject({ id: account.id, role: { name: 'Dev' } });
    const applied = (await auditEntries()).filter(
      (entry) => entry.action === 'account.sso_role_applied' && entry.entity_id === String(account.id),
    );
    expect(applied.map((entry) => entry.changes['role'])).toEqual([
      { from: 'Support', to: 'Dev' },
      { from: 'Dev', to: 'Support' },
    ]);
    provider.setGroups(PROVIDER_USERS.supporter.login, ['support']);
  });

  it('never demotes the last active Super Admin, whatever groups the provider gives', async () => {
    const person = browser();
    expect((await person.signIn(PROVIDER_USERS.firstAdmin.login)).location).toBe('/login/?sso=signed-in');
    expect((await sessionOf(person)).user).toMatchObject({ email: ADMIN.email, role: { name: 'Super Admin' } });
    expect(logLines.join('')).toContain('the last active Super Admin keeps the role');
  });

  it('refuses a person none of whose groups maps to an existing role, and creates no account', async () => {
    for (const user of [PROVIDER_USERS.unmapped, PROVIDER_USERS.unknownRole]) {
      expect((await browser().signIn(user.login)).location).toBe('/login/?sso_error=no_role');
      const accounts = json<{ data: { data: { email: string }[] } }>(
        await call('GET', `/um/v1/accounts/list?search=${user.email}`),
      ).data.data;
      expect(accounts).toEqual([]);
    }
    expect(logLines.join('')).toContain('OIDC_ROLE_MAPPING names a role that does not exist');
    const failed = (await auditEntries()).filter(
      (entry) => entry.action === 'auth.login_failed' && entry.changes['reason']?.to === 'no_role',
    );
    expect(failed.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    expect((await browser().signIn(PROVIDER_USERS.unverified.login)).location).toBe(
      '/login/?sso_error=email_unverified',
    );
  });

  it('refuses a disabled account', async () => {
    const account = await createAccount(PROVIDER_USERS.disabled.email, await roleId('Dev'), 'Inactive');
    expect((await browser().signIn(PROVIDER_USERS.disabled.login)).location).toBe('/login/?sso_error=account_disabled');
    expect(
      (await auditEntries()).some(
        (entry) => entry.action === 'auth.login_refused_disabled' && entry.entity_id === String(account.id),
      ),
    ).toBe(true);
  });

  it('ends on the sign-in page when the person declines at the provider', async () => {
    expect((await browser().signIn(PROVIDER_USERS.newcomer.login, { deny: true })).location).toBe(
      '/login/?sso_error=access_denied',
    );
  });

  it('refuses an answer without a state, with a state of another browser, or a second time', async () => {
    const person = browser();
    const callback = await person.atProvider(await person.start(), PROVIDER_USERS.newcomer.login);
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await person.callback(noState)).location).toBe('/login/?sso_error=state_invalid');

    // Another browser (its own binding cookie, or none) cannot use this browser's state.
    const other = browser();
    await other.start();
    expect((await other.callback(callback)).location).toBe('/login/?sso_error=state_invalid');
    expect((await browser().callback(callback)).location).toBe('/login/?sso_error=state_invalid');

    expect((await person.callback(callback)).location).toBe('/login/?sso=signed-in');
    expect((await person.callback(callback)).location).toBe('/login/?sso_error=state_invalid');
  });

  it('refuses a code that was already used, and one that has expired', async () => {
    const person = browser();
    const used = await person.atProvider(await person.start(), PROVIDER_USERS.newcomer.login);
    expect((await person.callback(used)).location).toBe('/login/?sso=signed-in');
    const again = await person.atProvider(await person.start(), PROVIDER_USERS.newcomer.login);
    const replayed = new URL(again);
    replayed.searchParams.set('code', used.searchParams.get('code') ?? '');
    expect((await person.callback(replayed)).location).toBe('/login/?sso_error=code_invalid');

    const late = await person.atProvider(await person.start(), PROVIDER_USERS.newcomer.login);
    // The provider's codes are good for a minute; the console keeps the sign-in for ten.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    try {
      expect((await person.callback(late)).location).toBe('/login/?sso_error=code_invalid');
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds back a source the sign-in throttle holds back, as for a password', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/login',
        payload: { email: PROVIDER_USERS.newcomer.email, password: 'Wrong@12345' },
      });
    }
    expect((await browser().signIn(PROVIDER_USERS.newcomer.login)).location).toBe(
      '/login/?sso_error=too_many_attempts',
    );
  });

  it('writes no client secret, code or token to the log', async () => {
    const log = logLines.join('');
    expect(log).not.toContain(provider.clientSecret);
    expect(log).not.toMatch(/code=[A-Za-z0-9_-]{20,}/);
  });
});

describe('a role that requires single sign-on', () => {
  it('refuses its holders a password sign-in with SSO_REQUIRED', async () => {
    await createAccount('support.pat@example.com', support.id);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: 'support.pat@example.com', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'SSO_REQUIRED' });
    expect(refused.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    expect((await auditEntries()).some((entry) => entry.action === 'auth.login_refused_sso')).toBe(true);
  });

  it('is shown and changed in Role Management, and never set on a role holding every permission', async () => {
    const roles = json<{ data: { data: Role[] } }>(await call('GET', '/um/v1/roles/list?per_page=50')).data.data;
    expect(roles.find((role) => role.name === 'Support')?.requires_sso).toBe(true);
    expect(roles.find((role) => role.name === 'Dev')?.requires_sso).toBe(false);
    const superAdmin = roles.find((role) => role.name === 'Super Admin');
    const refused = await call('PATCH', `/um/v1/roles/${superAdmin?.id}`, { requires_sso: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'requires_sso', code: 'sso_not_for_all' }] },
    });
    const created = await call('POST', '/um/v1/roles', {
      name: 'Everything',
      permissions: ['ALL'],
      requires_sso: true,
    });
    expect(created.statusCode).toBe(400);
    // The break-glass: a Super Admin signs in with the password, whatever the provider's state.
    await expect(login(server.app, ADMIN.email, ADMIN.password)).resolves.toMatchObject({
      user: { role: { name: 'Super Admin' } },
    });
  });
});

describe('without a reachable provider', () => {
  let down: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    const gone = await startOidcProvider({ redirectUris: [CALLBACK] });
    await gone.close();
    down = await startTestServer(gone.settings(CALLBACK));
    unconfigured = await startTestServer();
  });
  afterAll(async () => {
    await down?.close();
    await unconfigured?.close();
  });

  it('sends the browser back to the sign-in page saying the provider is unreachable', async () => {
    const response = await down.app.inject({ method: 'GET', url: '/um/v1/auth/oidc/start' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login/?sso_error=provider_unreachable');
  });

  it('has no single sign-on routes when unconfigured, and lets holders of an SSO role sign in with their password', async () => {
    expect((await unconfigured.app.inject({ method: 'GET', url: '/um/v1/auth/oidc/start' })).statusCode).toBe(404);
    const token = (await login(unconfigured.app, ADMIN.email, ADMIN.password)).access_token;
    const role = json<{ data: Role }>(
      await unconfigured.app.inject({
        method: 'POST',
        url: '/um/v1/roles',
        headers: bearer(token),
        payload: { name: 'Support', permissions: ['ACCOUNT'], requires_sso: true },
      }),
    ).data;
    await unconfigured.app.inject({
      method: 'POST',
      url: '/um/v1/accounts',
      headers: bearer(token),
      payload: {
        email: 'support.pat@example.com',
        username: 'support.pat',
        password: PASSWORD,
        role_id: role.id,
        force_reset_password: false,
      },
    });
    await expect(login(unconfigured.app, 'support.pat@example.com', PASSWORD)).resolves.toMatchObject({
      user: { email: 'support.pat@example.com' },
    });
  });
});
