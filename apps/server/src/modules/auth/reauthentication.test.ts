import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  API_KEY_SCOPES,
  RECENT_AUTHENTICATION_SECONDS,
  type ErrorBody,
  type LoginResponse,
  type PasskeyOptionsResponse,
  type RecoveryCodesResponse,
  type TotpSetupResponse,
} from '@backoffice/contract';
import { bearer, json, login, signInMustReset, signInWith, useTestServer } from '../../test/harness.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';
import { totpCodeAt } from '../mfa/index.js';

const server = useTestServer();

const MINUTE_MS = 60_000;
const STEP_MS = 30_000;

type Member = Awaited<ReturnType<typeof signInWith>>;

/** The member's sessions proved who their owner is `minutesAgo` minutes ago: written in the database, not waited for. */
async function provedAgo(member: Pick<Member, 'accountId'>, minutesAgo: number): Promise<void> {
  const at = new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString();
  await server.database.db
    .updateTable('sessions')
    .set({ authenticated_at: at })
    .where('account_id', '=', member.accountId)
    .execute();
}

/** A session signed in longer ago than the window allows. */
const OLD = RECENT_AUTHENTICATION_SECONDS / 60 + 1;

function post(token: string, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload !== undefined && { payload }) });
}

function reauthenticate(member: Pick<Member, 'token'>, proof: { password?: string; code?: string }) {
  return post(member.token, '/um/v1/auth/reauthenticate', proof);
}

function expectReauthenticationRequired(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(403);
  expect(json<ErrorBody>(response)).toMatchObject({
    error_code: 'REAUTHENTICATION_REQUIRED',
    message: 'Confirm it is you: enter your password again to continue.',
    details: { window_seconds: RECENT_AUTHENTICATION_SECONDS },
  });
}

async function auditOf(accountId: number) {
  return server.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('actor_id', '=', accountId)
    .orderBy('id')
    .execute();
}

async function totpRow(accountId: number) {
  return server.database.db.selectFrom('mfa_totp').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

async function memberWithApp(): Promise<Member & { secret: string; recoveryCodes: string[] }> {
  const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
  const { secret } = json<TotpSetupResponse>(await post(member.token, '/um/v1/auth/mfa/totp/setup')).data;
  const enabled = await post(member.token, '/um/v1/auth/mfa/totp/enable', { code: totpCodeAt(secret, Date.now()) });
  expect(enabled.statusCode).toBe(200);
  return { ...member, secret, recoveryCodes: json<RecoveryCodesResponse>(enabled).data.recovery_codes };
}

describe('the forced reset of a password', () => {
  it('refuses a session whose account need not reset: 403, the password and the sessions stay as they were', async () => {
    const member = await signInWith(server.app, server.admin, ['BOT']);
    const reset = await post(member.token, '/um/v1/auth/reset-password', {
      new_password: 'Attacker@Pick42',
      confirm_password: 'Attacker@Pick42',
    });
    expect(reset.statusCode).toBe(403);
    expect(json<ErrorBody>(reset).error_code).toBe('PASSWORD_RESET_NOT_REQUIRED');
    // The session still works, the old password still signs in, the new one does not.
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
    await expect(login(server.app, member.email, member.password)).resolves.toBeDefined();
    await expect(login(server.app, member.email, 'Attacker@Pick42')).rejects.toThrow(/401/);
    const refused = (await auditOf(member.accountId)).filter((row) => row.action === 'auth.password_reset_refused');
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(refused)).not.toContain('Attacker@Pick42');
  });

  it('still sets the password of an account that must reset it, without the current one', async () => {
    const member = await signInWith(server.app, server.admin, ['BOT']);
    const token = await signInMustReset(server.app, server.admin, member);
    const reset = await post(token, '/um/v1/auth/reset-password', {
      new_password: 'Chosen@Kite77',
      confirm_password: 'Chosen@Kite77',
    });
    expect(reset.statusCode).toBe(204);
    await expect(login(server.app, member.email, 'Chosen@Kite77')).resolves.toMatchObject({
      force_reset_password: false,
    });
  });
});

describe('the probe: a stolen access token of a signed-in account', () => {
  it('opened as a token login, cannot reset the password, enrol an app, create a key or change the e-mail', async () => {
    const owner = await signInWith(server.app, server.admin, ['ALL']);
    // The owner has just signed in with the password; the attacker holds the access token from a `/?auth_at=` link.
    const opened = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/token-login',
      payload: { access_token: owner.token },
    });
    expect(opened.statusCode).toBe(200);

    const reset = await post(owner.token, '/um/v1/auth/reset-password', {
      new_password: 'Taken@Over123',
      confirm_password: 'Taken@Over123',
    });
    expect(json<ErrorBody>(reset).error_code).toBe('PASSWORD_RESET_NOT_REQUIRED');
    expectReauthenticationRequired(await post(owner.token, '/um/v1/auth/mfa/totp/setup'));
    expectReauthenticationRequired(await post(owner.token, '/um/v1/auth/mfa/passkeys/options'));
    expectReauthenticationRequired(
      await post(owner.token, '/v1/api-keys', { name: 'exfiltrate', scopes: [API_KEY_SCOPES[0]] }),
    );
    const email = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${owner.accountId}`,
      headers: bearer(owner.token),
      payload: { email: 'attacker@example.com' },
    });
    expectReauthenticationRequired(email);

    // Nothing changed: no pending or enabled app, no key, the same e-mail and password.
    expect(await totpRow(owner.accountId)).toBeUndefined();
    expect(
      await server.database.db.selectFrom('api_keys').select('id').where('name', '=', 'exfiltrate').executeTakeFirst(),
    ).toBeUndefined();
    await expect(login(server.app, owner.email, owner.password)).resolves.toBeDefined();
    // Without the password the attacker cannot make the session recent.
    const guessed = await reauthenticate(owner, { password: 'Guess@Word123' });
    expect(json<ErrorBody>(guessed).error_code).toBe('CURRENT_PASSWORD_INCORRECT');
    expectReauthenticationRequired(await post(owner.token, '/um/v1/auth/mfa/totp/setup'));
  });

  it('a token login with the refresh token too does not count as a recent sign-in', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const pair = await login(server.app, member.email, member.password);
    const opened = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/token-login',
      payload: { access_token: pair.access_token, refresh_token: pair.refresh_token },
    });
    expect(opened.statusCode).toBe(200);
    const rotated = json<LoginResponse>(opened).data.access_token;
    expectReauthenticationRequired(await post(rotated, '/um/v1/auth/mfa/totp/setup'));
    // The member's other session, signed in with the password, is unaffected.
    expect((await post(member.token, '/um/v1/auth/mfa/totp/setup')).statusCode).toBe(200);
  });
});

/**
 * Each guarded change: what it sends (after `prepare`, run while the session is recent), the status it
 * answers once the session is recent, and what shows that nothing changed.
 */
interface GuardedChange {
  name: string;
  permissions: string[];
  prepare?: (member: Member) => Promise<void>;
  call: (member: Member) => Promise<LightMyRequestResponse>;
  done: number;
  unchanged: (member: Member) => Promise<void>;
}

/** A public address given as such: nothing is looked up, and a Disabled endpoint is never sent to. */
const WEBHOOK_URL = 'https://93.184.215.14/hooks';
const webhookOf = (member: Member) => ({
  url: WEBHOOK_URL,
  description: `endpoint of ${member.email}`,
  events: ['account.sign_in_new_address'],
  status: 'Disabled',
});

/** The member's endpoint as stored, found by its description. */
function endpointOf(member: Member) {
  return server.database.db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret_ciphertext'])
    .where('description', '=', `endpoint of ${member.email}`)
    .executeTakeFirst();
}

async function patchEndpoint(member: Member, changes: object): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'PATCH',
    url: `/v1/webhooks/${(await endpointOf(member))?.id}`,
    headers: bearer(member.token),
    payload: changes,
  });
}

/** What `prepare` left for `call`, by account. */
const pendingSecrets = new Map<number, string>();
const pendingRegistrations = new Map<number, object>();

const GUARDED: GuardedChange[] = [
  {
    name: 'starting an authenticator app',
    permissions: ['KEYWORD_FORWARD'],
    call: (member) => post(member.token, '/um/v1/auth/mfa/totp/setup'),
    done: 200,
    unchanged: async (member) => expect(await totpRow(member.accountId)).toBeUndefined(),
  },
  {
    name: 'confirming an authenticator app',
    permissions: ['KEYWORD_FORWARD'],
    prepare: async (member) => {
      pendingSecrets.set(
        member.accountId,
        json<TotpSetupResponse>(await post(member.token, '/um/v1/auth/mfa/totp/setup')).data.secret,
      );
    },
    call: (member) =>
      post(member.token, '/um/v1/auth/mfa/totp/enable', {
        code: totpCodeAt(pendingSecrets.get(member.accountId) ?? '', Date.now()),
      }),
    done: 200,
    unchanged: async (member) => expect((await totpRow(member.accountId))?.enabled_at ?? null).toBeNull(),
  },
  {
    name: 'starting a passkey',
    permissions: ['KEYWORD_FORWARD'],
    call: (member) => post(member.token, '/um/v1/auth/mfa/passkeys/options'),
    done: 200,
    unchanged: async (member) =>
      expect(
        await server.database.db
          .selectFrom('mfa_passkey_registrations')
          .select('account_id')
          .where('account_id', '=', member.accountId)
          .executeTakeFirst(),
      ).toBeUndefined(),
  },
  {
    name: 'adding a passkey',
    permissions: ['KEYWORD_FORWARD'],
    prepare: async (member) => {
      const options = json<PasskeyOptionsResponse>(await post(member.token, '/um/v1/auth/mfa/passkeys/options')).data;
      pendingRegistrations.set(member.accountId, new SoftwareAuthenticator('http://localhost').register(options));
    },
    call: (member) =>
      post(member.token, '/um/v1/auth/mfa/passkeys', {
        name: 'Laptop',
        response: pendingRegistrations.get(member.accountId) ?? {},
      }),
    done: 200,
    unchanged: async (member) =>
      expect(
        await server.database.db
          .selectFrom('mfa_passkeys')
          .select('id')
          .where('account_id', '=', member.accountId)
          .execute(),
      ).toEqual([]),
  },
  {
    name: 'creating an API key',
    permissions: ['ALL'],
    call: (member) =>
      post(member.token, '/v1/api-keys', { name: `key of ${member.email}`, scopes: [API_KEY_SCOPES[0]] }),
    done: 201,
    unchanged: async (member) =>
      expect(
        await server.database.db
          .selectFrom('api_keys')
          .select('id')
          .where('name', '=', `key of ${member.email}`)
          .executeTakeFirst(),
      ).toBeUndefined(),
  },
  {
    name: 'registering a webhook endpoint',
    permissions: ['WEBHOOK'],
    call: (member) => post(member.token, '/v1/webhooks', webhookOf(member)),
    done: 201,
    unchanged: async (member) => expect(await endpointOf(member)).toBeUndefined(),
  },
  {
    name: 'pointing a webhook endpoint at another address',
    permissions: ['WEBHOOK'],
    prepare: async (member) => {
      expect((await post(member.token, '/v1/webhooks', webhookOf(member))).statusCode).toBe(201);
    },
    call: async (member) => patchEndpoint(member, { url: `${WEBHOOK_URL}/elsewhere` }),
    done: 200,
    unchanged: async (member) => expect((await endpointOf(member))?.url).toBe(WEBHOOK_URL),
  },
  {
    name: 'a new webhook signing secret',
    permissions: ['WEBHOOK'],
    prepare: async (member) => {
      expect((await post(member.token, '/v1/webhooks', webhookOf(member))).statusCode).toBe(201);
      pendingSecrets.set(member.accountId, (await endpointOf(member))?.secret_ciphertext ?? '');
    },
    call: async (member) => post(member.token, `/v1/webhooks/${(await endpointOf(member))?.id}/rotate-secret`),
    done: 200,
    unchanged: async (member) =>
      expect((await endpointOf(member))?.secret_ciphertext).toBe(pendingSecrets.get(member.accountId)),
  },
  {
    name: 'changing one’s own e-mail',
    permissions: ['USER_ACCOUNT'],
    call: (member) =>
      server.app.inject({
        method: 'PATCH',
        url: `/um/v1/accounts/${member.accountId}`,
        headers: bearer(member.token),
        payload: { email: `moved-${member.email}` },
      }),
    done: 200,
    unchanged: async (member) => {
      const row = await server.database.db
        .selectFrom('accounts')
        .select('email')
        .where('id', '=', member.accountId)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(member.email);
    },
  },
];

describe('a webhook endpoint of an older session', () => {
  it('can still be paused and described, so an incident is not held up by a prompt', async () => {
    const member = await signInWith(server.app, server.admin, ['WEBHOOK']);
    expect((await post(member.token, '/v1/webhooks', { ...webhookOf(member), status: 'Active' })).statusCode).toBe(201);
    await provedAgo(member, OLD);
    const paused = await patchEndpoint(member, { status: 'Disabled', description: `endpoint of ${member.email}` });
    expect(paused.statusCode, paused.body).toBe(200);
    expectReauthenticationRequired(await patchEndpoint(member, { events: ['keyword.changed'] }));
  });
});

describe.each(GUARDED)('$name needs a recent proof of identity', ({ permissions, prepare, call, done, unchanged }) => {
  async function memberReady(): Promise<Member> {
    const member = await signInWith(server.app, server.admin, permissions);
    await prepare?.(member);
    return member;
  }

  it('passes for a session signed in within the window', async () => {
    const member = await memberReady();
    await provedAgo(member, OLD - 2);
    expect((await call(member)).statusCode).toBe(done);
  });

  it('refuses an older session with REAUTHENTICATION_REQUIRED, changing nothing; passes after the password again', async () => {
    const member = await memberReady();
    await provedAgo(member, OLD);
    expectReauthenticationRequired(await call(member));
    await unchanged(member);

    expect((await reauthenticate(member, { password: member.password })).statusCode).toBe(204);
    expect((await call(member)).statusCode).toBe(done);
  });

  it('a wrong password does not make the session recent', async () => {
    const member = await memberReady();
    await provedAgo(member, OLD);
    const wrong = await reauthenticate(member, { password: 'Wrong@Pass123' });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong)).toMatchObject({
      error_code: 'CURRENT_PASSWORD_INCORRECT',
      details: { fields: [{ field: 'password', code: 'invalid', message: 'The current password is incorrect.' }] },
    });
    expectReauthenticationRequired(await call(member));
    await unchanged(member);
  });
});

describe('one’s own e-mail, only', () => {
  it('an older session may still edit its own username and another account’s e-mail', async () => {
    const member = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    const other = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    await provedAgo(member, OLD);
    const patch = (id: number, payload: Record<string, unknown>) =>
      server.app.inject({ method: 'PATCH', url: `/um/v1/accounts/${id}`, headers: bearer(member.token), payload });
    expect((await patch(member.accountId, { username: `renamed${member.accountId}` })).statusCode).toBe(200);
    expect((await patch(member.accountId, { email: member.email.toUpperCase() })).statusCode).toBe(200);
    expect((await patch(other.accountId, { email: `moved-${other.email}` })).statusCode).toBe(200);
  });
});

describe('re-authentication', () => {
  it('is throttled like every current-password check: the sixth wrong password waits, and so does the right one', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    await provedAgo(member, OLD);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await reauthenticate(member, { password: `Wrong@1234${attempt}` })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const held = await reauthenticate(member, { password: member.password });
    expect(held.statusCode).toBe(429);
    expect(json<ErrorBody>(held)).toMatchObject({
      error_code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      details: { retry_after_seconds: expect.any(Number) },
    });
    expectReauthenticationRequired(await post(member.token, '/um/v1/auth/mfa/totp/setup'));
    // The same count as change-password's current password.
    const change = await post(member.token, '/um/v1/auth/change-password', {
      current_password: member.password,
      new_password: 'Fresh@Pass9x',
      confirm_password: 'Fresh@Pass9x',
    });
    expect(change.statusCode).toBe(429);
  });

  it('is audited, success and failure, without what was given', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    await reauthenticate(member, { password: 'Wrong@Secret55' });
    await reauthenticate(member, { password: member.password });
    const rows = (await auditOf(member.accountId)).filter((row) => row.action.startsWith('auth.reauthenticat'));
    expect(rows.map((row) => [row.action, JSON.parse(row.changes) as unknown])).toEqual([
      ['auth.reauthentication_failed', { method: { to: 'password' } }],
      ['auth.reauthenticated', { method: { to: 'password' } }],
    ]);
    const text = JSON.stringify(await auditOf(member.accountId));
    expect(text).not.toContain('Wrong@Secret55');
    expect(text).not.toContain(member.password);
  });

  it('takes a current authenticator-app code instead of the password, once', async () => {
    const member = await memberWithApp();
    await provedAgo(member, OLD);
    const code = totpCodeAt(member.secret, Date.now() + STEP_MS);
    expect((await reauthenticate(member, { code })).statusCode).toBe(204);
    expect((await post(member.token, '/um/v1/auth/mfa/passkeys/options')).statusCode).toBe(200);
    await provedAgo(member, OLD);
    const again = await reauthenticate(member, { code });
    expect(again.statusCode).toBe(401);
    expect(json<ErrorBody>(again).error_code).toBe('MFA_CODE_INVALID');
    expectReauthenticationRequired(await post(member.token, '/um/v1/auth/mfa/passkeys/options'));
  });

  it('takes a recovery code, which is then used up', async () => {
    const member = await memberWithApp();
    const [code] = member.recoveryCodes;
    if (!code) throw new Error('no recovery code');
    await provedAgo(member, OLD);
    expect((await reauthenticate(member, { code })).statusCode).toBe(204);
    await provedAgo(member, OLD);
    expect(json<ErrorBody>(await reauthenticate(member, { code })).error_code).toBe('MFA_CODE_INVALID');
  });

  it('refuses a code from an account with no second factor, and a body with neither or both', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    expect(json<ErrorBody>(await reauthenticate(member, { code: '123456' })).error_code).toBe('MFA_CODE_INVALID');
    const neither = await reauthenticate(member, {});
    expect(neither.statusCode).toBe(400);
    expect(json<ErrorBody>(neither)).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'password' }] },
    });
    const both = await reauthenticate(member, { password: member.password, code: '123456' });
    expect(json<ErrorBody>(both)).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'code' }] },
    });
  });
});
