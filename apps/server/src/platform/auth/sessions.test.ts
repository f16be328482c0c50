import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { SessionService } from './sessions.js';
import { hashToken } from './tokens.js';

/** Refresh-token reuse inside the grace window that lets two tabs refresh at once, on both databases. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function refresh(refreshToken: string) {
  return server.app.inject({ method: 'POST', url: '/um/v1/auth/refresh', payload: { refresh_token: refreshToken } });
}

/** The refresh tokens of the session `refreshToken` belongs to that are unused and unexpired: the live ones. */
async function liveTokensOfSessionOf(refreshToken: string): Promise<number> {
  const owner = await server.database.db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirstOrThrow();
  const rows = await server.database.db
    .selectFrom('refresh_tokens')
    .select('token_hash')
    .where('session_id', '=', owner.session_id)
    .where('used_at', 'is', null)
    .execute();
  return rows.length;
}

describe('a refresh token reused inside its grace window', () => {
  it('answers the same pair again, and the session keeps one live refresh token', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const firstPair = json<LoginResponse>(first).data;
    const againPair = json<LoginResponse>(again).data;
    expect(againPair.refresh_token).toBe(firstPair.refresh_token);
    expect(againPair.access_token).toBe(firstPair.access_token);
    expect(againPair.refresh_token).not.toBe(session.refresh_token);
    expect(await liveTokensOfSessionOf(session.refresh_token)).toBe(1);
    // The pair answered twice works, and rotates on.
    const me = await server.app.inject({
      method: 'GET',
      url: '/um/v1/auth/me',
      headers: bearer(againPair.access_token),
    });
    expect(me.statusCode).toBe(200);
    const next = await refresh(againPair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(json<LoginResponse>(next).data.refresh_token).not.toBe(againPair.refresh_token);
  });

  it('answers one pair to requests that present the token at the same moment', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const pairs = answers.map((answer) => json<LoginResponse>(answer).data);
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.access_token)).size).toBe(1);
    expect(await liveTokensOfSessionOf(session.refresh_token)).toBe(1);
  });

  it('past the window still ends the session', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const first = json<LoginResponse>(await refresh(session.refresh_token)).data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SessionService.REUSE_GRACE_MS + 1000);
    try {
      const replay = await refresh(session.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
