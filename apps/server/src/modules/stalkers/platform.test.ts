import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stalker, StalkerAssignment } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { pyrogramSession, telethonSession } from './test-sessions.js';

let server: TestServer;
let admin: string;
let stalkerKey: string;
const logLines: string[] = [];
beforeAll(async () => {
  // Logged at info, to check that neither the request log nor the platform call log carries a session string.
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  server = await startTestServer({ LOG_LEVEL: 'info' }, logStream);
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
  stalkerKey = await createTestApiKey(server, ['stalker'], 'stalker worker');
});
afterAll(async () => server.close());

let nextTgId = 6_100_000_001;
async function createStalker(session: string): Promise<Stalker> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/stalker',
    headers: bearer(admin),
    payload: { tg_id: String(nextTgId++), username: 'platform_watcher', group_type: 'Group', session_string: session, remarks: 'Platform test' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Stalker }>(response).data;
}

const assignment = (id: number, key = stalkerKey) => server.app.inject({ method: 'GET', url: `/v1/platform/stalker/${id}/assignment`, headers: bearer(key) });
const heartbeat = (id: number, payload: object, key = stalkerKey) => server.app.inject({ method: 'POST', url: `/v1/platform/stalker/${id}/heartbeat`, headers: bearer(key), payload });

describe('the stalker worker’s assignment', () => {
  it('gives the session string and the assigned groups to a key with the stalker scope only', async () => {
    const session = telethonSession();
    const stalker = await createStalker(session);
    const now = new Date().toISOString();
    const group = await server.database.db
      .insertInto('war_groups')
      .values({ link: 'https://t.me/rival_chat', title: 'Rival chat', created_at: now, created_by: null, updated_at: now, updated_by: null, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.inject({ method: 'PUT', url: `/v1/stalker/${stalker.id}/groups`, headers: bearer(admin), payload: { group_ids: [group.id] } });

    const answer = await assignment(stalker.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(json<{ data: StalkerAssignment }>(answer).data).toEqual({
      stalker_id: stalker.id,
      tg_id: stalker.tg_id,
      session_kind: 'telethon',
      session_string: session,
      groups: [{ id: group.id, link: 'https://t.me/rival_chat', title: 'Rival chat', type: 'Group' }],
    });

    const readKey = await createTestApiKey(server, ['read', 'ingest']);
    expect((await assignment(stalker.id, readKey)).statusCode).toBe(403);
    expect((await assignment(stalker.id, admin)).statusCode).toBe(401);
    expect((await assignment(999_999)).statusCode).toBe(404);
    const logs = logLines.join('');
    expect(logs).toContain(`/v1/platform/stalker/${stalker.id}/assignment`);
    expect(logs).toContain('"url":"/v1/stalker"');
    expect(logs).not.toContain(session.slice(1, 40));
  });

  it('refuses a ciphertext copied from another row: the encryption is bound to the row', async () => {
    const donor = await createStalker(pyrogramSession());
    const victim = await createStalker(telethonSession());
    const sealed = await server.database.db.selectFrom('stalkers').select(['session_ciphertext', 'session_nonce', 'session_key_version']).where('id', '=', donor.id).executeTakeFirstOrThrow();
    await server.database.db.updateTable('stalkers').set(sealed).where('id', '=', victim.id).execute();
    const answer = await assignment(victim.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error_code: 'STALKER_SESSION_UNREADABLE' });
    expect((await assignment(donor.id)).statusCode).toBe(200);
  });
});

describe('heartbeats', () => {
  it('record health, groups joined and flood waits; a banned account becomes Inactive and gets no session', async () => {
    const stalker = await createStalker(telethonSession());
    const online = await heartbeat(stalker.id, { health: 'online', groups_joined: 120 });
    expect(online.statusCode, online.body).toBe(200);
    const got = async () => json<{ data: Stalker }>(await server.app.inject({ method: 'GET', url: `/v1/stalker/${stalker.id}`, headers: bearer(admin) })).data;
    const afterOnline = await got();
    expect(afterOnline).toMatchObject({ health: 'online', groups_joined: 120, status: 'Active', flood_wait_until: null });
    expect(Date.parse(afterOnline.last_heartbeat_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const before = Date.now();
    await heartbeat(stalker.id, { health: 'flood_wait', groups_joined: 121, flood_wait_seconds: 3600 });
    const waiting = await got();
    expect(waiting.health).toBe('flood_wait');
    expect(Date.parse(waiting.flood_wait_until ?? '')).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);

    const banned = await heartbeat(stalker.id, { health: 'banned', groups_joined: 0 });
    expect(banned.json()).toMatchObject({ data: { stalker_id: stalker.id, status: 'Inactive', health: 'banned' } });
    expect(await got()).toMatchObject({ status: 'Inactive', health: 'banned' });
    const refused = await assignment(stalker.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'STALKER_INACTIVE' });
  });

  it('refuses bad reports and keys without the scope', async () => {
    const stalker = await createStalker(telethonSession());
    expect((await heartbeat(stalker.id, { health: 'sleeping', groups_joined: 1 })).statusCode).toBe(400);
    expect((await heartbeat(stalker.id, { health: 'online', groups_joined: -1 })).statusCode).toBe(400);
    const ingestKey = await createTestApiKey(server, ['ingest']);
    expect((await heartbeat(stalker.id, { health: 'online', groups_joined: 1 }, ingestKey)).statusCode).toBe(403);
    expect((await server.database.db.selectFrom('stalkers').select('health').where('id', '=', stalker.id).executeTakeFirstOrThrow()).health).toBe('unknown');
  });
});
