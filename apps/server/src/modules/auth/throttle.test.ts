import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN,
  bearer,
  json,
  login,
  signInMustReset,
  signInWith,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';
import { ACCOUNT_POLICY, PAIR_POLICY, throttleKeys } from '../../platform/auth/throttle.js';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
});
afterAll(async () => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Stops the clock the throttle reads, so a slow machine cannot see a short wait run out halfway through a test. */
function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

function signIn(app: FastifyInstance, email: string, password: string, ip: string) {
  return app.inject({ method: 'POST', url: '/um/v1/auth/login', payload: { email, password }, remoteAddress: ip });
}

async function failuresOf(key: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('login_throttle')
    .select('failures')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

describe('sign-in throttle', () => {
  it('cannot be raced: of 100 parallel wrong passwords only the free allowance is checked, and every check is counted', async () => {
    const target = await signInWith(server.app, adminToken, ['BOT']);
    const ip = '203.0.113.10';
    freezeClock();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(server.app, target.email, 'Wrong@12345', ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    // The count is reserved atomically before the hash check: exactly the free attempts get through.
    expect(checked).toBe(PAIR_POLICY.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    expect(await failuresOf(throttleKeys.pair(ip, target.email))).toBe(checked);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      error_code: 'TOO_MANY_ATTEMPTS',
      details: { retry_after_seconds: expect.any(Number) },
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never refuses the right password because other checks are in flight: 20 parallel right sign-ins all get in', async () => {
    const target = await signInWith(server.app, adminToken, ['BOT']);
    const ip = '203.0.113.20';
    freezeClock();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(server.app, target.email, target.password, ip)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    // Right checks count nothing: the address's free attempts are all still there.
    expect(await failuresOf(throttleKeys.pair(ip, target.email))).toBe(0);
    const rows = await server.database.db
      .selectFrom('login_throttle')
      .select(['key', 'in_flight'])
      .where('key', 'like', `%${ip}%`)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.in_flight === 0)).toBe(true);
  });

  it('slows the attacking address down while the owner signs in from elsewhere, Super Admin included', async () => {
    const attacker = '198.51.100.7';
    freezeClock();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push((await signIn(server.app, ADMIN.email, 'Wrong@12345', attacker)).statusCode);
    expect(statuses.slice(0, PAIR_POLICY.freeFailures)).toEqual(Array(PAIR_POLICY.freeFailures).fill(401));
    expect(statuses.slice(PAIR_POLICY.freeFailures)).toEqual(Array(30 - PAIR_POLICY.freeFailures).fill(429));
    // The attacker's address stays slowed even when it tries the right password…
    expect((await signIn(server.app, ADMIN.email, ADMIN.password, attacker)).statusCode).toBe(429);
    // …and the owner, from an address never used before, gets in.
    const owner = await signIn(server.app, ADMIN.email, ADMIN.password, '192.0.2.55');
    expect(owner.statusCode).toBe(200);
  });

  it('holds back many addresses guessing one account, but never an address its owner signed in from', async () => {
    const target = await signInWith(server.app, adminToken, ['BOT']);
    const ownerAddress = '192.0.2.80';
    expect((await signIn(server.app, target.email, target.password, ownerAddress)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_POLICY.freeFailures; i++) {
      expect(
        (await signIn(server.app, target.email, 'Wrong@12345', `10.1.${Math.floor(i / 200)}.${i % 200}`)).statusCode,
      ).toBe(401);
    }
    expect((await signIn(server.app, target.email, 'Wrong@12345', '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(server.app, target.email, target.password, ownerAddress)).statusCode).toBe(200);
  });

  it('audits a flood of throttled attempts as one row per address and window', async () => {
    const ip = '203.0.113.99';
    freezeClock();
    const email = 'flood-target@example.com';
    const answers = [];
    for (let attempt = 0; attempt < 60; attempt++)
      answers.push((await signIn(server.app, email, 'Wrong@12345', ip)).statusCode);
    expect(answers.filter((status) => status === 429)).toHaveLength(60 - PAIR_POLICY.freeFailures);
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('ip', '=', ip)
      .execute();
    expect(rows.filter((row) => row.action === 'auth.login_failed')).toHaveLength(PAIR_POLICY.freeFailures);
    expect(rows.filter((row) => row.action === 'auth.login_throttled')).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('Wrong@12345');
  });
});

describe('current-password check', () => {
  it('slows down wrong current passwords on change-password with a retry time', async () => {
    const user = await signInWith(server.app, adminToken, ['BOT']);
    const statuses: number[] = [];
    freezeClock();
    let last;
    for (let attempt = 0; attempt < 8; attempt++) {
      last = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/change-password',
        headers: bearer(user.token),
        payload: {
          current_password: `Wrong@1234${attempt}`,
          new_password: 'Fresh@Pass9x',
          confirm_password: 'Fresh@Pass9x',
        },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(last?.json()).toMatchObject({
      error_code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      details: { retry_after_seconds: expect.any(Number) },
    });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("current-password check on one's own account", () => {
  it('counts wrong current passwords of PATCH /um/v1/accounts/{self} together with change-password', async () => {
    const user = await signInWith(server.app, adminToken, ['BOT', 'USER_ACCOUNT']);
    freezeClock();
    const patch = (current: string) =>
      server.app.inject({
        method: 'PATCH',
        url: `/um/v1/accounts/${user.accountId}`,
        headers: bearer(user.token),
        payload: { password: 'Fresh@Pass9x', current_password: current },
      });
    const change = (current: string) =>
      server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/change-password',
        headers: bearer(user.token),
        payload: { current_password: current, new_password: 'Fresh@Pass9x', confirm_password: 'Fresh@Pass9x' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await patch(`Wrong@1234${attempt}`)).statusCode);
    for (let attempt = 3; attempt < 5; attempt++) statuses.push((await change(`Wrong@1234${attempt}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await patch(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error_code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      details: { retry_after_seconds: expect.any(Number) },
    });
    expect((await change('Wrong@12399')).statusCode).toBe(429);
  });
});

describe('new passwords', () => {
  it('refuses the current password as the new one, on change and on a forced reset', async () => {
    const user = await signInWith(server.app, adminToken, ['BOT']);
    const change = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(user.token),
      payload: { current_password: user.password, new_password: user.password, confirm_password: user.password },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({
      error_code: 'PASSWORD_REUSED',
      details: { fields: [{ field: 'new_password' }] },
    });

    const mustReset = await signInMustReset(server.app, adminToken, user);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/reset-password',
      headers: bearer(mustReset),
      payload: { new_password: user.password, confirm_password: user.password },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      error_code: 'PASSWORD_REUSED',
      details: { fields: [{ field: 'new_password' }] },
    });
    // Nothing changed: the session still works and the password is the same.
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(mustReset) })).statusCode,
    ).toBe(200);
  });

  it.each(['Password1!', 'Qwerty123!', 'Iloveyou1!'])(
    'refuses the common password %s wherever a password is set',
    async (common) => {
      const user = await signInWith(server.app, adminToken, ['BOT']);
      const policy = { error_code: 'VALIDATION_FAILED' };
      const change = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/change-password',
        headers: bearer(user.token),
        payload: { current_password: user.password, new_password: common, confirm_password: common },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({
        ...policy,
        details: { fields: [{ field: 'new_password', message: 'Password do not meet requirements' }] },
      });
      const mustReset = await signInMustReset(server.app, adminToken, user);
      const reset = await server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/reset-password',
        headers: bearer(mustReset),
        payload: { new_password: common, confirm_password: common },
      });
      expect(reset.json()).toMatchObject({
        ...policy,
        details: { fields: [{ field: 'new_password', message: 'Password do not meet requirements' }] },
      });

      const created = await server.app.inject({
        method: 'POST',
        url: '/um/v1/accounts',
        headers: bearer(adminToken),
        payload: {
          email: `common${Date.now()}@example.com`,
          username: `common${Date.now()}`,
          password: common,
          role_id: user.roleId,
        },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        ...policy,
        details: { fields: [{ field: 'password', message: 'Password do not meet requirements' }] },
      });
      const updated = await server.app.inject({
        method: 'PATCH',
        url: `/um/v1/accounts/${user.accountId}`,
        headers: bearer(adminToken),
        payload: { password: common },
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json()).toMatchObject({
        ...policy,
        details: { fields: [{ field: 'password', message: 'Password do not meet requirements' }] },
      });
      // The old password still works.
      expect(
        (
          await server.app.inject({
            method: 'POST',
            url: '/um/v1/auth/login',
            payload: { email: user.email, password: user.password },
          })
        ).statusCode,
      ).toBe(200);
    },
  );

  it('accepts an uncommon password that meets the policy', async () => {
    const user = await signInWith(server.app, adminToken, ['BOT']);
    const change = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(user.token),
      payload: {
        current_password: user.password,
        new_password: 'Tangerine$Kite42',
        confirm_password: 'Tangerine$Kite42',
      },
    });
    expect(change.statusCode).toBe(204);
    expect(
      json<{ data: unknown }>(await signIn(server.app, user.email, 'Tangerine$Kite42', '192.0.2.200')).data,
    ).toBeDefined();
  });
});
