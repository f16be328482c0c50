import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CreatedApiKey, Paged, Stalker, StalkerAssignment } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { pyrogramSession, telethonSession } from '../../test/stalker-sessions.js';

let server: TestServer;
let admin: string;
/** A stalker-scope key bound to no stalker (made outside the API, which refuses one): it serves none. */
let unboundKey: string;
/** Each test stalker's own worker key, bound to it alone. */
const workerKeys = new Map<number, string>();
const logLines: string[] = [];
beforeAll(async () => {
  // Logged at info, to check that neither the request log nor the platform call log carries a session string.
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  server = await startTestServer({ LOG_LEVEL: 'info' }, logStream);
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
  unboundKey = await createTestApiKey(server, ['stalker'], 'unbound worker');
});
afterAll(async () => server.close());

let nextTgId = 6_100_000_001;
async function createStalker(session: string): Promise<Stalker> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/stalker',
    headers: bearer(admin),
    payload: {
      tg_id: String(nextTgId++),
      username: 'platform_watcher',
      group_type: 'Group',
      session_string: session,
      remarks: 'Platform test',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const stalker = json<{ data: Stalker }>(response).data;
  workerKeys.set(stalker.id, (await createWorkerKey(`worker of ${stalker.id}`, [stalker.id])).key);
  return stalker;
}

/** A stalker-scope key bound to the given stalkers, made as staff make it (the API). */
async function createWorkerKey(name: string, stalkerIds: number[]): Promise<CreatedApiKey> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: bearer(admin),
    payload: { name, scopes: ['stalker'], stalker_ids: stalkerIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: CreatedApiKey }>(response).data;
}

const keyOf = (id: number) => workerKeys.get(id) ?? unboundKey;
const assignment = (id: number, key = keyOf(id)) =>
  server.app.inject({ method: 'GET', url: `/v1/platform/stalker/${id}/assignment`, headers: bearer(key) });
const heartbeat = (id: number, payload: object, key = keyOf(id)) =>
  server.app.inject({ method: 'POST', url: `/v1/platform/stalker/${id}/heartbeat`, headers: bearer(key), payload });

async function auditOf(stalkerId: number): Promise<AuditEntry[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/audit-log/list',
    headers: bearer(admin),
    query: { entity: 'stalker', entity_id: String(stalkerId), per_page: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<AuditEntry>>(response).data.data;
}

describe('the stalker worker’s assignment', () => {
  it('gives the session string and the assigned groups to a key with the stalker scope only', async () => {
    const session = telethonSession();
    const stalker = await createStalker(session);
    const now = new Date().toISOString();
    const group = await server.database.db
      .insertInto('war_groups')
      .values({
        link: 'https://t.me/rival_chat',
        title: 'Rival chat',
        created_at: now,
        created_by: null,
        updated_at: now,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.inject({
      method: 'PUT',
      url: `/v1/stalker/${stalker.id}/groups`,
      headers: bearer(admin),
      payload: { group_ids: [group.id] },
    });

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
    // Not served by the key, whether it exists or not: the key learns nothing about it.
    expect((await assignment(999_999)).json()).toMatchObject({ error_code: 'STALKER_NOT_BOUND' });
    const logs = logLines.join('');
    // The calls are logged (by route pattern, docs/decisions/0036), the session string never.
    expect(logs).toContain('"route":"/v1/platform/stalker/:id/assignment"');
    expect(logs).toContain('"route":"/v1/stalker"');
    expect(logs).not.toContain(session.slice(1, 40));
  });

  it('refuses a ciphertext copied from another row: the encryption is bound to the row', async () => {
    const donor = await createStalker(pyrogramSession());
    const victim = await createStalker(telethonSession());
    const sealed = await server.database.db
      .selectFrom('stalkers')
      .select(['session_ciphertext', 'session_nonce', 'session_key_version'])
      .where('id', '=', donor.id)
      .executeTakeFirstOrThrow();
    await server.database.db.updateTable('stalkers').set(sealed).where('id', '=', victim.id).execute();
    const answer = await assignment(victim.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error_code: 'STALKER_SESSION_UNREADABLE' });
    expect((await assignment(donor.id)).statusCode).toBe(200);
  });
});

describe('keys bound to the stalkers they serve', () => {
  it('reads the session of a stalker its key serves (200) and refuses any other (403 STALKER_NOT_BOUND)', async () => {
    const sessionA = telethonSession();
    const sessionB = pyrogramSession();
    const a = await createStalker(sessionA);
    const b = await createStalker(sessionB);
    const keyA = (await createWorkerKey('serves A', [a.id])).key;

    const readA = await assignment(a.id, keyA);
    expect(readA.statusCode, readA.body).toBe(200);
    expect(json<{ data: StalkerAssignment }>(readA).data.session_string).toBe(sessionA);

    const readB = await assignment(b.id, keyA);
    expect(readB.statusCode).toBe(403);
    expect(readB.json()).toMatchObject({
      error_code: 'STALKER_NOT_BOUND',
      message: 'This API key does not serve this stalker.',
    });
    expect(readB.body).not.toContain(sessionB.slice(1, 40));
    const beatB = await heartbeat(b.id, { health: 'online', groups_joined: 3 }, keyA);
    expect(beatB.statusCode).toBe(403);
    expect(beatB.json()).toMatchObject({ error_code: 'STALKER_NOT_BOUND' });
    expect(
      (
        await server.database.db
          .selectFrom('stalkers')
          .select('health')
          .where('id', '=', b.id)
          .executeTakeFirstOrThrow()
      ).health,
    ).toBe('unknown');

    const both = (await createWorkerKey('serves both', [b.id, a.id])).key;
    expect((await assignment(a.id, both)).statusCode).toBe(200);
    expect((await assignment(b.id, both)).statusCode).toBe(200);
  });

  it('a stalker key bound to no stalker reads none and reports for none', async () => {
    const stalker = await createStalker(telethonSession());
    const read = await assignment(stalker.id, unboundKey);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ error_code: 'STALKER_NOT_BOUND' });
    expect((await heartbeat(stalker.id, { health: 'online', groups_joined: 1 }, unboundKey)).statusCode).toBe(403);
  });

  it('deleting a stalker drops its bindings: its key no longer reads it, and the key lists it no more', async () => {
    const stalker = await createStalker(telethonSession());
    const other = await createStalker(telethonSession());
    const key = await createWorkerKey('serves two', [stalker.id, other.id]);
    expect((await assignment(stalker.id, key.key)).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/v1/stalker/${stalker.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(204);

    expect((await assignment(stalker.id, key.key)).json()).toMatchObject({ error_code: 'STALKER_NOT_BOUND' });
    const bindings = await server.database.db
      .selectFrom('api_key_stalkers')
      .select('api_key_id')
      .where('stalker_id', '=', stalker.id)
      .execute();
    expect(bindings).toEqual([]);
    const listed = await server.app.inject({
      method: 'GET',
      url: '/v1/api-keys/list',
      headers: bearer(admin),
      query: { search: key.prefix },
    });
    expect(json<Paged<{ stalkers: unknown[] }>>(listed).data.data[0]?.stalkers).toEqual([
      { id: other.id, username: 'platform_watcher' },
    ]);
  });
});

describe('the audit of session-string reads', () => {
  it('writes one row per read on the stalker: which key, from where, never the string', async () => {
    const session = telethonSession();
    const stalker = await createStalker(session);
    const key = await createWorkerKey('audited worker', [stalker.id]);
    const before = (await auditOf(stalker.id)).length;

    expect((await assignment(stalker.id, key.key)).statusCode).toBe(200);
    const reads = (await auditOf(stalker.id)).filter((entry) => entry.action === 'stalker.session_read');
    expect(reads).toHaveLength(1);
    expect((await auditOf(stalker.id)).length).toBe(before + 1);
    expect(reads[0]).toMatchObject({
      actor_id: null,
      actor_email: `audited worker (bok_${key.prefix})`,
      section: 'stalker',
      entity: 'stalker',
      entity_id: String(stalker.id),
      changes: { key_name: { to: 'audited worker' }, key_prefix: { to: key.prefix }, session_kind: { to: 'telethon' } },
    });
    expect(reads[0]?.ip).toBeTruthy();

    // A refused read is no read: nothing more is written.
    expect((await assignment(stalker.id, unboundKey)).statusCode).toBe(403);
    expect((await auditOf(stalker.id)).filter((entry) => entry.action === 'stalker.session_read')).toHaveLength(1);

    const everyRow = JSON.stringify(await server.database.db.selectFrom('audit_log').selectAll().execute());
    expect(everyRow).not.toContain(session);
    expect(everyRow).not.toContain(session.slice(1, 40));
    expect(everyRow).not.toContain(key.key.slice(`bok_${key.prefix}_`.length));
  });
});

describe('heartbeats', () => {
  it('record health, groups joined and flood waits; a banned account becomes Inactive and gets no session', async () => {
    const stalker = await createStalker(telethonSession());
    const online = await heartbeat(stalker.id, { health: 'online', groups_joined: 120 });
    expect(online.statusCode, online.body).toBe(200);
    const got = async () =>
      json<{ data: Stalker }>(
        await server.app.inject({ method: 'GET', url: `/v1/stalker/${stalker.id}`, headers: bearer(admin) }),
      ).data;
    const afterOnline = await got();
    expect(afterOnline).toMatchObject({
      health: 'online',
      groups_joined: 120,
      status: 'Active',
      flood_wait_until: null,
    });
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
    const noScope = await heartbeat(stalker.id, { health: 'online', groups_joined: 1 }, ingestKey);
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json()).toMatchObject({ error_code: 'API_KEY_SCOPE_MISSING' });
    expect(
      (
        await server.database.db
          .selectFrom('stalkers')
          .select('health')
          .where('id', '=', stalker.id)
          .executeTakeFirstOrThrow()
      ).health,
    ).toBe('unknown');
  });
});
