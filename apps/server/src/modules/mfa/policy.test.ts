import { describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  LoginResponse,
  MeResponse,
  MfaPolicyResponse,
  MfaStatusResponse,
  TotpSetupResponse,
} from '@backoffice/contract';
import { bearer, json, login, signInWith, useTestServer } from '../../test/harness.js';
import { totpCodeAt } from './totp.js';

const server = useTestServer();

const POLICY = '/um/v1/security/mfa-policy';

async function setPolicy(token: string, body: { required_for_all: boolean; role_ids: number[] }) {
  return server.app.inject({ method: 'PUT', url: POLICY, headers: bearer(token), payload: body });
}

async function enrollApp(token: string) {
  const { secret } = json<TotpSetupResponse>(
    await server.app.inject({ method: 'POST', url: '/um/v1/auth/mfa/totp/setup', headers: bearer(token) }),
  ).data;
  const enabled = await server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/mfa/totp/enable',
    headers: bearer(token),
    payload: { code: totpCodeAt(secret, Date.now()) },
  });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

const keywords = (token: string) =>
  server.app.inject({ method: 'GET', url: '/v1/keyword/forward/list', headers: bearer(token) });

describe('the two-step sign-in requirement', () => {
  it('is read and changed by holders of ALL only, and the route is guarded as ALL', async () => {
    expect(
      server.app.routeCatalogue
        .filter((route) => route.url === '/um/v1/security/mfa-policy')
        .map((route) => [route.method, route.access]),
    ).toEqual([
      ['GET', 'ALL'],
      ['PUT', 'ALL'],
    ]);
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'ROLE_MANAGEMENT']);
    for (const response of [
      await server.app.inject({ method: 'GET', url: POLICY, headers: bearer(manager.token) }),
      await setPolicy(manager.token, { required_for_all: true, role_ids: [] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response).error_code).toBe('FORBIDDEN');
    }
    const read = await server.app.inject({ method: 'GET', url: POLICY, headers: bearer(server.admin) });
    expect(json<MfaPolicyResponse>(read).data).toEqual({ required_for_all: false, role_ids: [] });
  });

  it('refuses roles that do not exist', async () => {
    const response = await setPolicy(server.admin, { required_for_all: false, role_ids: [987_654] });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error_code).toBe('VALIDATION_FAILED');
  });

  it('per role: its accounts sign in with mfa_setup_required, may only enroll, and get everything back once a factor is added', async () => {
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const bystander = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const set = await setPolicy(server.admin, { required_for_all: false, role_ids: [member.roleId] });
    expect(json<MfaPolicyResponse>(set).data).toEqual({ required_for_all: false, role_ids: [member.roleId] });

    const session = await login(server.app, member.email, member.password);
    expect(session.mfa_setup_required).toBe(true);
    const token = session.access_token;
    const refused = await keywords(token);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).error_code).toBe('MFA_SETUP_REQUIRED');
    // The token the account held before the requirement is held back too: it is read per request.
    expect(json<ErrorBody>(await keywords(member.token)).error_code).toBe('MFA_SETUP_REQUIRED');
    expect(
      json<MeResponse>(await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(token) })).data
        .mfa_setup_required,
    ).toBe(true);
    expect(
      json<MfaStatusResponse>(
        await server.app.inject({ method: 'GET', url: '/um/v1/auth/mfa', headers: bearer(token) }),
      ).data.required,
    ).toBe(true);
    // Accounts of other roles are not asked.
    expect((await login(server.app, bystander.email, bystander.password)).mfa_setup_required).toBe(false);
    expect((await keywords(bystander.token)).statusCode).toBe(200);

    await enrollApp(token);
    expect((await keywords(token)).statusCode).toBe(200);
    expect(
      json<MeResponse>(await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(token) })).data
        .mfa_setup_required,
    ).toBe(false);

    // The only factor of an account that must have one stays.
    const remove = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/mfa/totp/disable',
      headers: bearer(token),
      payload: { password: member.password },
    });
    expect(remove.statusCode).toBe(409);
    expect(json<ErrorBody>(remove).error_code).toBe('MFA_LAST_FACTOR');
    await setPolicy(server.admin, { required_for_all: false, role_ids: [] });
  });

  it('for everyone: a Super Admin who sets it enrolls like anyone else, and the change is audited', async () => {
    const owner = await signInWith(server.app, server.admin, ['ALL']);
    const member = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    expect((await setPolicy(owner.token, { required_for_all: true, role_ids: [] })).statusCode).toBe(200);

    const memberSession = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(json<LoginResponse>(memberSession).data.mfa_setup_required).toBe(true);
    const blocked = await server.app.inject({ method: 'GET', url: POLICY, headers: bearer(owner.token) });
    expect(json<ErrorBody>(blocked).error_code).toBe('MFA_SETUP_REQUIRED');

    await enrollApp(owner.token);
    const lifted = await setPolicy(owner.token, { required_for_all: false, role_ids: [] });
    expect(lifted.statusCode).toBe(200);
    expect((await keywords(member.token)).statusCode).toBe(200);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'changes'])
      .where('actor_id', '=', owner.accountId)
      .where('action', '=', 'auth.mfa_policy_changed')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.changes) as unknown)).toEqual([
      { required_for_all: { from: false, to: true } },
      { required_for_all: { from: true, to: false } },
    ]);
    const sections = await server.app.inject({
      method: 'GET',
      url: `/v1/audit-log/list?action=auth.mfa_policy_changed&actor_id=${owner.accountId}`,
      headers: bearer(server.admin),
    });
    expect(json<{ data: { data: { section: string }[] } }>(sections).data.data.map((row) => row.section)).toEqual([
      'sign_in',
      'sign_in',
    ]);
  });
});
