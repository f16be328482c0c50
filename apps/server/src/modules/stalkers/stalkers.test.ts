import { describe, expect, it } from 'vitest';
import type { Paged, Stalker, StalkerGroups } from '@backoffice/contract';
import { json, signInWith, useTestServer, fieldErrors } from '../../test/harness.js';
import { gramJsSession, pyrogramSession, telethonSession } from '../../test/stalker-sessions.js';

const server = useTestServer();
const { call } = server;

let nextTgId = 7_000_000_001;
async function createStalker(fields: Partial<Record<string, unknown>> = {}): Promise<Stalker> {
  const response = await call('POST', '/v1/stalker', {
    tg_id: String(nextTgId++),
    username: '@watcher_one',
    group_type: 'Supergroup',
    session_string: telethonSession(),
    remarks: 'Crypto groups pool',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Stalker }>(response).data;
}

const rawRow = (id: number) =>
  server.database.db.selectFrom('stalkers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function warGroups(count: number, prefix: string): Promise<number[]> {
  const now = new Date().toISOString();
  const values = Array.from({ length: count }, (_, index) => ({
    link: `https://t.me/${prefix}_${index}`,
    title: `${prefix} ${index}`,
    created_at: now,
    created_by: null,
    updated_at: now,
    updated_by: null,
    deleted_at: null,
  }));
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 200) {
    const rows = await server.database.db
      .insertInto('war_groups')
      .values(values.slice(start, start + 200))
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

describe('adding a stalker', () => {
  it('names every missing field with the spec’s messages', async () => {
    const response = await call('POST', '/v1/stalker', {});
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(fieldErrors(response).map((field) => [field.field, field.message]));
    expect(messages).toMatchObject({
      tg_id: 'Stalker is required',
      username: 'Username is required',
      session_string: 'Both Stalker and Session String are required',
      remarks: 'Remark is required',
      group_type: 'Select a type',
    });
    const blankRemark = await call('POST', '/v1/stalker', {
      tg_id: '1',
      username: 'someone',
      group_type: 'Group',
      session_string: telethonSession(),
      remarks: '   ',
    });
    expect(fieldErrors(blankRemark)).toEqual([
      expect.objectContaining({ field: 'remarks', message: 'Remark is required' }),
    ]);
  });

  it('refuses a string that is no Telethon, Pyrogram or GramJS session, without echoing it, and writes nothing', async () => {
    const before = await server.database.db
      .selectFrom('stalkers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const secretLooking = `1${'Q'.repeat(352)}`;
    const response = await call('POST', '/v1/stalker', {
      tg_id: '42',
      username: 'someone',
      group_type: 'Group',
      session_string: secretLooking,
      remarks: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'STALKER_SESSION_STRING_INVALID',
      message: 'This is not a Telethon, Pyrogram or GramJS session string.',
      details: { field: 'session_string' },
    });
    expect(response.body).not.toContain(secretLooking);
    const after = await server.database.db
      .selectFrom('stalkers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('accepts each library’s string, and shows only a fixed mask with the library’s name', async () => {
    const sessions = { telethon: telethonSession(), pyrogram: pyrogramSession(), gramjs: gramJsSession() };
    for (const [kind, session] of Object.entries(sessions)) {
      const response = await call('POST', '/v1/stalker', {
        tg_id: String(nextTgId++),
        username: `@${kind}_watcher`,
        group_type: 'Channel',
        session_string: session,
        remarks: `${kind} account`,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.body).not.toContain(session);
      const created = json<{ data: Stalker }>(response).data;
      expect(created).toMatchObject({
        username: `${kind}_watcher`,
        session_kind: kind,
        status: 'Active',
        health: 'unknown',
        premium: false,
        capacity: 500,
        assigned_groups: 0,
        groups_joined: 0,
        created_by: 'admin',
      });
      expect(created.session_string_masked).toBe(
        `${{ telethon: 'Telethon', pyrogram: 'Pyrogram', gramjs: 'GramJS' }[kind]} ••••••••`,
      );
      expect(created).not.toHaveProperty('session_string');
      const got = await call('GET', `/v1/stalker/${created.id}`);
      expect(got.body).not.toContain(session);
      const listed = await call('GET', `/v1/stalker/list?search=${kind}_watcher`);
      expect(listed.body).not.toContain(session);
      expect(json<Paged<Stalker>>(listed).data.data.map((stalker) => stalker.id)).toEqual([created.id]);
    }
  });

  it('refuses a Telegram id already used by a live stalker (409), and frees it on delete', async () => {
    const first = await createStalker({ tg_id: '5550001' });
    const duplicate = await call('POST', '/v1/stalker', {
      tg_id: '5550001',
      username: 'other_one',
      group_type: 'Group',
      session_string: pyrogramSession(),
      remarks: 'x',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error_code: 'STALKER_ALREADY_EXISTS', details: { field: 'tg_id' } });
    expect((await call('DELETE', `/v1/stalker/${first.id}`)).statusCode).toBe(204);
    await createStalker({ tg_id: '5550001' });
  });
});

describe('the session string at rest', () => {
  it('is stored only encrypted: no plaintext in the row, another ciphertext for the same string', async () => {
    const session = telethonSession();
    const one = await createStalker({ session_string: session });
    const two = await createStalker({ session_string: session });
    const [rowOne, rowTwo] = [await rawRow(one.id), await rawRow(two.id)];
    expect(JSON.stringify(rowOne)).not.toContain(session);
    expect(JSON.stringify(rowOne)).not.toContain(session.slice(1, 60));
    expect(rowOne.session_ciphertext).toBeTruthy();
    expect(rowOne.session_ciphertext).not.toBe(rowTwo.session_ciphertext);
    expect(rowOne.session_nonce).not.toBe(rowTwo.session_nonce);
    expect(Buffer.from(rowOne.session_nonce ?? '', 'base64')).toHaveLength(12);
    expect(rowOne.session_key_version).toBe(1);
  });

  it('keeps the string when an update omits it, and replaces it when one is given', async () => {
    const stalker = await createStalker();
    const sealed = (await rawRow(stalker.id)).session_ciphertext;
    const renamed = await call('PATCH', `/v1/stalker/${stalker.id}`, { username: 'renamed_watcher', premium: true });
    expect(json<{ data: Stalker }>(renamed).data).toMatchObject({
      username: 'renamed_watcher',
      premium: true,
      capacity: 1000,
      session_kind: 'telethon',
    });
    expect((await rawRow(stalker.id)).session_ciphertext).toBe(sealed);
    const replacement = gramJsSession();
    const replaced = await call('PATCH', `/v1/stalker/${stalker.id}`, { session_string: replacement });
    expect(replaced.body).not.toContain(replacement);
    expect(json<{ data: Stalker }>(replaced).data).toMatchObject({
      session_kind: 'gramjs',
      session_string_masked: 'GramJS ••••••••',
    });
    expect((await rawRow(stalker.id)).session_ciphertext).not.toBe(sealed);
    const refused = await call('PATCH', `/v1/stalker/${stalker.id}`, { session_string: 'not a session' });
    expect(refused.json()).toMatchObject({ error_code: 'STALKER_SESSION_STRING_INVALID' });
    expect(json<{ data: Stalker }>(await call('GET', `/v1/stalker/${stalker.id}`)).data.session_kind).toBe('gramjs');
  });

  it('is wiped when the stalker is deleted', async () => {
    const stalker = await createStalker();
    expect((await call('DELETE', `/v1/stalker/${stalker.id}`)).statusCode).toBe(204);
    expect(await rawRow(stalker.id)).toMatchObject({
      session_ciphertext: null,
      session_nonce: null,
      session_key_version: null,
    });
    expect((await call('GET', `/v1/stalker/${stalker.id}`)).statusCode).toBe(404);
  });

  it('never reaches the audit log, neither as plaintext nor as ciphertext', async () => {
    const session = pyrogramSession();
    const stalker = await createStalker({ session_string: session });
    const firstCiphertext = (await rawRow(stalker.id)).session_ciphertext ?? '';
    const replacement = telethonSession(true);
    await call('PATCH', `/v1/stalker/${stalker.id}`, { session_string: replacement, remarks: 'Moved to the war pool' });
    const secondCiphertext = (await rawRow(stalker.id)).session_ciphertext ?? '';
    await call('DELETE', `/v1/stalker/${stalker.id}`);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'stalker')
      .where('entity_id', '=', String(stalker.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['stalker.create', 'stalker.update', 'stalker.delete']);
    const text = JSON.stringify(audit);
    for (const secret of [session, replacement, firstCiphertext, secondCiphertext])
      expect(text).not.toContain(secret.slice(0, 40));
    expect(JSON.parse(audit[1]?.changes ?? '{}')).toEqual({
      remarks: { from: 'Crypto groups pool', to: 'Moved to the war pool' },
      session_kind: { from: 'pyrogram', to: 'telethon' },
      session_string: { from: '[REDACTED]', to: '[REDACTED]' },
    });
  });
});

describe('the stalker list', () => {
  it('searches by username or Telegram id and filters by status, health and group type', async () => {
    const alpha = await createStalker({ tg_id: '8800001', username: 'alpha_scout', group_type: 'Channel' });
    const beta = await createStalker({
      tg_id: '8800002',
      username: 'beta_scout',
      group_type: 'Group',
      status: 'Inactive',
    });
    const ids = async (query: string) =>
      json<Paged<Stalker>>(await call('GET', `/v1/stalker/list?${query}`)).data.data.map((stalker) => stalker.id);
    expect(await ids('search=_scout&username=asc')).toEqual([alpha.id, beta.id]);
    expect(await ids('search=8800002')).toEqual([beta.id]);
    expect(await ids('search=_scout&status=Inactive')).toEqual([beta.id]);
    expect(await ids('search=_scout&group_type=Channel')).toEqual([alpha.id]);
    expect(await ids('search=_scout&health=unknown&username=desc')).toEqual([beta.id, alpha.id]);
    expect(await ids('search=_scout&health=online')).toEqual([]);
  });

  it('needs the STALKER permission', async () => {
    const outsider = await signInWith(server.app, server.admin, ['WAR_BOT']);
    expect((await call('GET', '/v1/stalker/list', undefined, outsider.token)).statusCode).toBe(403);
    const staff = await signInWith(server.app, server.admin, ['STALKER']);
    expect((await call('GET', '/v1/stalker/list', undefined, staff.token)).statusCode).toBe(200);
  });
});

describe('group assignments', () => {
  it('replaces the set of groups, one stalker per group unless reassigned', async () => {
    const [g1, g2, g3] = await warGroups(3, 'assign');
    const first = await createStalker();
    const second = await createStalker();
    const put = (id: number, payload: object) => call('PUT', `/v1/stalker/${id}/groups`, payload);
    const assigned = await put(first.id, { group_ids: [g2, g1] });
    expect(json<{ data: StalkerGroups }>(assigned).data).toMatchObject({
      stalker_id: first.id,
      capacity: 500,
      groups: [{ id: g1, title: 'assign 0' }, { id: g2 }],
    });
    expect(json<{ data: Stalker }>(await call('GET', `/v1/stalker/${first.id}`)).data.assigned_groups).toBe(2);

    const clash = await put(second.id, { group_ids: [g2, g3] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error_code: 'GROUP_ALREADY_ASSIGNED', details: { group_ids: [g2] } });
    expect(json<{ data: StalkerGroups }>(await call('GET', `/v1/stalker/${second.id}/groups`)).data.groups).toEqual([]);

    const moved = await put(second.id, { group_ids: [g2, g3], reassign: true });
    expect(json<{ data: StalkerGroups }>(moved).data.groups.map((group) => group.id)).toEqual([g2, g3]);
    expect(
      json<{ data: StalkerGroups }>(await call('GET', `/v1/stalker/${first.id}/groups`)).data.groups.map(
        (group) => group.id,
      ),
    ).toEqual([g1]);

    expect((await put(first.id, { group_ids: [g1, 2_000_000_000] })).statusCode).toBe(404);
    expect((await put(first.id, { group_ids: [g1, g1] })).statusCode).toBe(400);
    await call('DELETE', `/v1/stalker/${second.id}`);
    expect((await put(first.id, { group_ids: [g1, g2, g3] })).statusCode).toBe(200);
  });

  it('holds a stalker to 500 groups, 1000 with Premium', async () => {
    const groups = await warGroups(501, 'capacity');
    const stalker = await createStalker();
    const over = await call('PUT', `/v1/stalker/${stalker.id}/groups`, { group_ids: groups });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error_code: 'STALKER_CAPACITY_EXCEEDED',
      details: { capacity: 500, groups: 501 },
    });
    expect(
      (await call('PUT', `/v1/stalker/${stalker.id}/groups`, { group_ids: groups.slice(0, 500) })).statusCode,
    ).toBe(200);
    await call('PATCH', `/v1/stalker/${stalker.id}`, { premium: true });
    const premium = await call('PUT', `/v1/stalker/${stalker.id}/groups`, { group_ids: groups });
    expect(json<{ data: StalkerGroups }>(premium).data).toMatchObject({ capacity: 1000 });
    expect(json<{ data: StalkerGroups }>(premium).data.groups).toHaveLength(501);
    const demoted = await call('PATCH', `/v1/stalker/${stalker.id}`, { premium: false });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ error_code: 'STALKER_CAPACITY_EXCEEDED' });
    expect(json<{ data: Stalker }>(await call('GET', `/v1/stalker/${stalker.id}`)).data).toMatchObject({
      premium: true,
      assigned_groups: 501,
    });
  });
});
