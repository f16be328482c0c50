import { describe, expect, it } from 'vitest';
import type { Paged, WarGroup } from '@backoffice/contract';
import { json, signInWith, useTestServer, fieldErrors } from '../../test/harness.js';

const server = useTestServer();
const { call } = server;

async function track(fields: Record<string, unknown>): Promise<WarGroup> {
  const response = await call('POST', '/v1/war-bot/groups', fields);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: WarGroup }>(response).data;
}

const list = async (query: string) => json<Paged<WarGroup>>(await call('GET', `/v1/war-bot/groups?${query}`)).data;

describe('tracked groups', () => {
  it('refuses a group without a Telegram link or a side, naming the field', async () => {
    const response = await call('POST', '/v1/war-bot/groups', {
      link: 'https://example.com/chat',
      title: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(
      fieldErrors(response)
        .map((error) => error.field)
        .sort(),
    ).toEqual(['link', 'side', 'title']);
    expect(fieldErrors(response).find((error) => error.field === 'link')?.message).toContain('Telegram link');
    expect((await list('')).total_item_count).toBe(0);
  });

  it('tracks a group under its canonical link and refuses the same link again whatever its spelling (409)', async () => {
    const group = await track({ link: 't.me/Our_Main_Group', title: ' 主群 ', side: 'Own' });
    expect(group).toMatchObject({
      link: 'https://t.me/Our_Main_Group',
      title: '主群',
      type: 'Group',
      side: 'Own',
      stalker: null,
      created_by: 'admin',
    });
    for (const link of ['https://t.me/our_main_group', 'tg://resolve?domain=OUR_MAIN_GROUP']) {
      const duplicate = await call('POST', '/v1/war-bot/groups', { link, side: 'Rival' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ error_code: 'WAR_GROUP_LINK_ALREADY_USED', details: { field: 'link' } });
    }
    const other = await track({ link: 't.me/rival_news_channel', title: 'Rival News', type: 'Channel', side: 'Rival' });
    const clash = await call('PATCH', `/v1/war-bot/groups/${other.id}`, { link: 't.me/our_main_group' });
    expect(clash.statusCode).toBe(409);
    expect((await call('GET', `/v1/war-bot/groups/${other.id}`)).json()).toMatchObject({
      data: { link: 'https://t.me/rival_news_channel' },
    });
  });

  it('lists, searches title and link, and filters by side and type', async () => {
    await track({ link: 't.me/rival_chat_cn', title: '对手交流群', side: 'Rival' });
    expect((await list('')).total_item_count).toBe(3);
    expect((await list('search=NEWS')).data.map((group) => group.title)).toEqual(['Rival News']);
    expect((await list(`search=${encodeURIComponent('交流')}`)).data.map((group) => group.link)).toEqual([
      'https://t.me/rival_chat_cn',
    ]);
    expect((await list('side=Own')).data.map((group) => group.title)).toEqual(['主群']);
    expect((await list('side=Rival&type=Channel')).data.map((group) => group.title)).toEqual(['Rival News']);
    expect((await list('title=asc&per_page=2')).data.map((group) => group.title)).toEqual(['Rival News', '主群']);
    const bad = await call('GET', '/v1/war-bot/groups?side=Ours');
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad).map((error) => error.field)).toEqual(['side']);
  });

  it('updates and deletes a group, auditing each change, and frees its link', async () => {
    const group = await track({ link: 't.me/switching_side', title: 'Switching', side: 'Rival' });
    const updated = await call('PATCH', `/v1/war-bot/groups/${group.id}`, { side: 'Own', title: 'Now ours' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      data: { side: 'Own', title: 'Now ours', link: 'https://t.me/switching_side' },
    });
    expect((await call('DELETE', `/v1/war-bot/groups/${group.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/war-bot/groups/${group.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/war-bot/groups/${group.id}`, { side: 'Rival' })).statusCode).toBe(404);
    expect((await list('search=switching')).total_item_count).toBe(0);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'war_group')
      .where('entity_id', '=', String(group.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['war_group.create', 'war_group.update', 'war_group.delete']);
    expect(JSON.parse(audit[1]?.changes ?? '{}')).toEqual({
      side: { from: 'Rival', to: 'Own' },
      title: { from: 'Switching', to: 'Now ours' },
    });
    const again = await track({ link: 'https://t.me/switching_side', side: 'Rival' });
    expect(again.id).not.toBe(group.id);
  });

  it('shows the live stalker assigned to the group in the Stalker section', async () => {
    const group = await track({ link: 't.me/watched_rival', side: 'Rival' });
    const now = new Date().toISOString();
    const db = server.database.db;
    const stalker = await db
      .insertInto('stalkers')
      .values({
        tg_id: '5512340001',
        username: 'watcher_one',
        group_type: 'Group',
        session_kind: 'string',
        created_at: now,
        created_by: null,
        updated_at: now,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('stalker_groups')
      .values({ stalker_id: stalker.id, group_id: group.id, assigned_at: now })
      .execute();
    expect((await call('GET', `/v1/war-bot/groups/${group.id}`)).json()).toMatchObject({
      data: { stalker: { id: stalker.id, username: 'watcher_one' } },
    });
    expect((await list('search=watched_rival')).data.map((entry) => entry.stalker?.username)).toEqual(['watcher_one']);
    await db.updateTable('stalkers').set({ deleted_at: now }).where('id', '=', stalker.id).execute();
    expect((await call('GET', `/v1/war-bot/groups/${group.id}`)).json()).toMatchObject({ data: { stalker: null } });
  });

  it('is open to staff with the War Bot permission only (403 otherwise)', async () => {
    const warBot = await signInWith(server.app, server.admin, ['WAR_BOT']);
    const other = await signInWith(server.app, server.admin, ['STALKER']);
    expect((await call('GET', '/v1/war-bot/groups', undefined, warBot.token)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/v1/war-bot/groups', undefined],
      ['POST', '/v1/war-bot/groups', { link: 't.me/not_allowed_here', side: 'Own' }],
      ['GET', '/v1/war-bot/activity?group_ids=1&from=2025-05-01&to=2025-05-02', undefined],
    ] as const) {
      const response = await call(method, url, body, other.token);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await list('search=not_allowed')).total_item_count).toBe(0);
  });
});
