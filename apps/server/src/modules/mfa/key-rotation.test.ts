import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, MfaRequiredDetails, TotpSetupResponse } from '@backoffice/contract';
import { loadSessionKeys, SessionCipher } from '../../platform/crypto/index.js';
import { ADMIN, bearer, json, login, signInWith, startTestServer, type TestServer } from '../../test/harness.js';
import { runRotateKeyCommand } from '../stalkers/index.js';
import { openTotpSecret, sealTotpSecret, totpCodeAt } from './totp.js';

const KEY_ONE = crypto.randomBytes(32).toString('base64');
const KEY_TWO = crypto.randomBytes(32).toString('base64');
const cipherOf = (keys: string) =>
  new SessionCipher(loadSessionKeys({ DATA_DIR: '/nonexistent', STALKER_SESSION_KEYS: keys }));

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // Key 2 is the newest; key 1 still opens what it sealed.
  server = await startTestServer({ STALKER_SESSION_KEYS: `2:${KEY_TWO},1:${KEY_ONE}` });
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
});
afterAll(async () => server.close());

/** A member whose app secret is sealed with the old key 1, as if enrolled before the rotation started. */
async function memberOnOldKey() {
  const member = await signInWith(server.app, admin, ['KEYWORD_FORWARD']);
  const { secret } = json<TotpSetupResponse>(
    await server.app.inject({ method: 'POST', url: '/um/v1/auth/mfa/totp/setup', headers: bearer(member.token) }),
  ).data;
  await server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/totp/enable',
    headers: bearer(member.token),
    payload: { code: totpCodeAt(secret, Date.now()) },
  });
  await server.database.db
    .updateTable('mfa_totp')
    .set({ secret_sealed: sealTotpSecret(cipherOf(`1:${KEY_ONE}`), secret, member.accountId) })
    .where('account_id', '=', member.accountId)
    .execute();
  return { ...member, secret };
}

const sealedOf = async (accountId: number) =>
  (
    await server.database.db
      .selectFrom('mfa_totp')
      .select('secret_sealed')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).secret_sealed ?? '';

describe('authenticator-app secrets and the key ring', () => {
  it('rotate-key re-seals them with the newest key, so the old key can go', async () => {
    const member = await memberOnOldKey();
    const lines: string[] = [];
    expect(
      await runRotateKeyCommand(server.database.db, server.config, {
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      }),
    ).toBe(0);
    expect(lines).toContain('Authenticator-app secrets re-encrypted: 1.');
    const sealed = await sealedOf(member.accountId);
    expect(sealed.startsWith('2.')).toBe(true);
    expect(openTotpSecret(cipherOf(`2:${KEY_TWO}`), sealed, member.accountId).secret).toBe(member.secret);
  });

  it('a sign-in with the app moves its secret to the newest key', async () => {
    const member = await memberOnOldKey();
    const step = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });
    const { challenge_token } = json<ErrorBody & { details: MfaRequiredDetails }>(step).details;
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/mfa/totp',
      payload: { challenge_token, code: totpCodeAt(member.secret, Date.now() + 30_000) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await sealedOf(member.accountId)).startsWith('2.')).toBe(true);
  });

  it('a secret is sealed for its account and its purpose: copied to another account or read as a stalker string, it does not open', async () => {
    const member = await memberOnOldKey();
    const sealed = await sealedOf(member.accountId);
    const cipher = cipherOf(`1:${KEY_ONE}`);
    expect(() => openTotpSecret(cipher, sealed, member.accountId + 1)).toThrow();
    const [version, nonce, ciphertext] = sealed.split('.');
    expect(() =>
      cipher.open({ keyVersion: Number(version), nonce: nonce ?? '', ciphertext: ciphertext ?? '' }, member.accountId),
    ).toThrow();
  });
});
