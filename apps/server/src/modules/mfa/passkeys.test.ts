import { describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  LoginResponse,
  MfaRequiredDetails,
  MfaStatusResponse,
  PasskeyAddResponse,
  PasskeyOptionsResponse,
} from '@backoffice/contract';
import { ADMIN, bearer, json, login, signInWith, startTestServer, useTestServer } from '../../test/harness.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';
import { REFRESH_COOKIE } from '../../platform/http/refresh-cookie.js';

const server = useTestServer();

/** app.inject speaks to http://localhost: that is the origin and RP ID a browser there would use. */
const ORIGIN = 'http://localhost';
let nextAddress = 10;

async function registerPasskey(token: string, authenticator: SoftwareAuthenticator, name: string) {
  const options = await server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/passkeys/options',
    headers: bearer(token),
  });
  expect(options.statusCode).toBe(200);
  const creation = json<PasskeyOptionsResponse>(options).data;
  expect(creation).toMatchObject({ rp: { id: 'localhost', name: 'Backoffice' }, attestation: 'none' });
  return server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/passkeys',
    headers: bearer(token),
    payload: { name, response: authenticator.register(creation) },
  });
}

async function memberWithPasskey() {
  const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const added = await registerPasskey(member.token, authenticator, 'Laptop');
  expect(added.statusCode).toBe(200);
  nextAddress += 1;
  return { ...member, authenticator, added: json<PasskeyAddResponse>(added).data, ip: `192.0.2.${nextAddress}` };
}

type Member = Awaited<ReturnType<typeof memberWithPasskey>>;

async function challengeOf(member: Member): Promise<MfaRequiredDetails> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: member.ip,
  });
  expect(json<ErrorBody>(response).error_code).toBe('MFA_REQUIRED');
  return (json<ErrorBody>(response).details ?? {}) as MfaRequiredDetails;
}

async function requestOptions(member: Member, challengeToken: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/passkey/options',
    payload: { challenge_token: challengeToken },
    remoteAddress: member.ip,
  });
  expect(response.statusCode).toBe(200);
  return json<PasskeyOptionsResponse>(response).data;
}

async function passkeyStep(member: Member, challengeToken: string, response: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/passkey',
    payload: { challenge_token: challengeToken, response },
    remoteAddress: member.ip,
  });
}

describe('passkeys', () => {
  it('registers a passkey as the first factor, with recovery codes, and signs in with it', async () => {
    const member = await memberWithPasskey();
    expect(member.added.passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(member.added.recovery_codes).toHaveLength(10);

    const challenge = await challengeOf(member);
    expect(challenge.methods).toEqual(['passkey', 'recovery_code']);
    const options = await requestOptions(member, challenge.challenge_token);
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      allowCredentials: [{ id: member.authenticator.id, type: 'public-key' }],
    });

    const signedIn = await passkeyStep(member, challenge.challenge_token, member.authenticator.authenticate(options));
    expect(signedIn.statusCode).toBe(200);
    const { data } = json<LoginResponse>(signedIn);
    expect(data.user.email).toBe(member.email);
    expect(signedIn.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value).toBe(data.refresh_token);

    const status = json<MfaStatusResponse>(
      await server.app.inject({ method: 'GET', url: '/um/v1/auth/mfa', headers: bearer(data.access_token) }),
    ).data;
    expect(status.passkeys).toHaveLength(1);
    expect(status.passkeys[0]?.last_used_at).not.toBeNull();
  });

  it('a second passkey brings no new recovery codes', async () => {
    const member = await memberWithPasskey();
    const second = await registerPasskey(member.token, new SoftwareAuthenticator(ORIGIN), 'Phone');
    expect(json<PasskeyAddResponse>(second).data.recovery_codes).toEqual([]);
  });

  it('refuses a signature of another key, and an answer given twice', async () => {
    const member = await memberWithPasskey();
    const challenge = await challengeOf(member);
    const forged = await passkeyStep(
      member,
      challenge.challenge_token,
      member.authenticator.authenticate(await requestOptions(member, challenge.challenge_token), 'wrong-key'),
    );
    expect(forged.statusCode).toBe(401);
    expect(json<ErrorBody>(forged).error_code).toBe('PASSKEY_INVALID');

    const options = await requestOptions(member, challenge.challenge_token);
    const answer = member.authenticator.authenticate(options);
    expect((await passkeyStep(member, challenge.challenge_token, answer)).statusCode).toBe(200);
    // Replayed on a new step: its WebAuthn challenge is not the one that step handed out.
    const next = await challengeOf(member);
    await requestOptions(member, next.challenge_token);
    const replay = await passkeyStep(member, next.challenge_token, answer);
    expect(json<ErrorBody>(replay).error_code).toBe('PASSKEY_INVALID');
  });

  it('refuses a passkey made for another site', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const elsewhere = await registerPasskey(
      member.token,
      new SoftwareAuthenticator('https://phishing.example'),
      'Fake',
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(json<ErrorBody>(elsewhere).error_code).toBe('PASSKEY_INVALID');
  });

  it('removing a passkey needs the password', async () => {
    const member = await memberWithPasskey();
    const url = `/um/v1/auth/mfa/passkeys/${member.added.passkey.id}/remove`;
    const wrong = await server.app.inject({
      method: 'POST',
      url,
      headers: bearer(member.token),
      payload: { password: 'Wrong@Pass1' },
    });
    expect(json<ErrorBody>(wrong).error_code).toBe('CURRENT_PASSWORD_INCORRECT');
    const removed = await server.app.inject({
      method: 'POST',
      url,
      headers: bearer(member.token),
      payload: { password: member.password },
    });
    expect(removed.statusCode).toBe(204);
    const status = json<MfaStatusResponse>(
      await server.app.inject({ method: 'GET', url: '/um/v1/auth/mfa', headers: bearer(member.token) }),
    ).data;
    expect(status).toEqual({ totp_enabled: false, passkeys: [], recovery_codes_remaining: 0, required: false });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('actor_id', '=', member.accountId)
      .where('action', 'like', 'auth.mfa_%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'auth.mfa_passkey_added', changes: JSON.stringify({ passkey: { to: 'Laptop' } }) },
      { action: 'auth.mfa_passkey_removed', changes: JSON.stringify({ passkey: { from: 'Laptop' } }) },
    ]);
  });

  it('another account’s passkey cannot be removed', async () => {
    const owner = await memberWithPasskey();
    const other = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const response = await server.app.inject({
      method: 'POST',
      url: `/um/v1/auth/mfa/passkeys/${owner.added.passkey.id}/remove`,
      headers: bearer(other.token),
      payload: { password: other.password },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the relying party', () => {
  it('is WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN when set, whatever host the request names', async () => {
    const configured = await startTestServer({
      WEBAUTHN_RP_ID: 'console.example.com',
      WEBAUTHN_ORIGIN: 'https://console.example.com',
    });
    try {
      const owner = (await login(configured.app, ADMIN.email, ADMIN.password)).access_token;
      const options = await configured.app.inject({
        method: 'POST',
        url: '/um/v1/auth/mfa/passkeys/options',
        headers: bearer(owner),
      });
      const creation = json<PasskeyOptionsResponse>(options).data;
      expect(creation).toMatchObject({ rp: { id: 'console.example.com' } });
      const added = await configured.app.inject({
        method: 'POST',
        url: '/um/v1/auth/mfa/passkeys',
        headers: bearer(owner),
        payload: { name: 'Key', response: new SoftwareAuthenticator('https://console.example.com').register(creation) },
      });
      expect(added.statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
