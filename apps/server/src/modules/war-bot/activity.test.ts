import { beforeAll, describe, expect, it } from 'vitest';
import type { IngestResult, WarActivity, WarGroup, WarTopMembers } from '@backoffice/contract';
import { bearer, createTestApiKey, json, useTestServer } from '../../test/harness.js';

const server = useTestServer();
let ingestKey: string;
let ours: WarGroup;
beforeAll(async () => {
  ingestKey = await createTestApiKey(server, ['ingest'], 'war bot');
  const created = await server.app.inject({
    method: 'POST',
    url: '/v1/war-bot/groups',
    headers: bearer(server.admin),
    payload: { link: 't.me/our_main_group', title: '主群', side: 'Own' },
  });
  ours = json<{ data: WarGroup }>(created).data;
});

const db = () => server.database.db;
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(server.admin) });

async function ingest(rows: unknown[]): Promise<IngestResult> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/platform/ingest/group-activity',
    headers: bearer(ingestKey),
    payload: { rows },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: IngestResult }>(response).data;
}

const OURS = 'https://t.me/our_main_group';
const message = (event_id: string, at: string, member_tg_id: string, username?: string) => ({
  kind: 'message',
  event_id,
  group_link: OURS,
  at,
  member_tg_id,
  ...(username && { username }),
});
const membership = (event_id: string, kind: 'join' | 'leave', at: string, member_tg_id: string) => ({
  kind,
  event_id,
  group_link: OURS,
  at,
  member_tg_id,
});
const daily = (event_id: string, group_link: string, day: string, figures: Record<string, number>) => ({
  event_id,
  group_link,
  day,
  messages: 0,
  active_members: 0,
  joins: 0,
  leaves: 0,
  member_count: 0,
  ...figures,
});

/** The second day's events, arriving in two batches: the same member in both counts as one active member. */
const LATE_BATCH = [
  message('m-2c', '2025-05-02T08:15:00Z', '5512345101', '@alice_new'),
  message('m-2d', '2025-05-02T08:30:00+00:00', '5512345101'),
  membership('l-2', 'leave', '2025-05-02T13:00:00Z', '5512345104'),
];

async function rows(table: 'group_activity_daily' | 'group_activity_hourly' | 'group_member_activity_daily') {
  return db().selectFrom(table).selectAll().where('group_id', '=', ours.id).execute();
}

describe('raw group events', () => {
  it('roll up into messages per day and hour, distinct active members, joins, leaves and member count', async () => {
    const first = await ingest([
      daily('d-0', OURS, '2025-04-30', { member_count: 500 }),
      message('m-1a', '2025-05-01T09:10:00Z', '5512345101', 'alice'),
      message('m-1b', '2025-05-01T09:40:00Z', '5512345101', 'alice'),
      message('m-1c', '2025-05-01T21:00:00Z', '5512345101', 'alice'),
      message('m-1d', '2025-05-01T21:05:00Z', '5512345102', 'bob_w'),
      message('m-1e', '2025-05-01T21:30:00Z', '5512345102'),
      message('m-1f', '2025-05-01T21:59:59Z', '5512345103'),
      message('m-1g', '2025-05-01T21:45:00Z', '5512345107'),
      membership('j-1', 'join', '2025-05-01T10:00:00Z', '5512345104'),
      membership('j-2', 'join', '2025-05-01T11:00:00Z', '5512345105'),
      membership('l-1', 'leave', '2025-05-01T12:00:00Z', '5512345106'),
      message('m-2a', '2025-05-02T08:00:00Z', '5512345101', 'alice'),
      message('m-2b', '2025-05-02T09:00:00Z', '5512345102', 'bob_w'),
    ]);
    expect(first).toEqual({ accepted: 13, duplicates: 0, rejected: [] });
    expect(await ingest(LATE_BATCH)).toEqual({ accepted: 3, duplicates: 0, rejected: [] });

    const days = (await rows('group_activity_daily')).sort((a, b) => a.day.localeCompare(b.day));
    expect(
      days.map(({ day, messages, active_members, joins, leaves, member_count, peak_hour }) => ({
        day,
        messages,
        active_members,
        joins,
        leaves,
        member_count,
        peak_hour,
      })),
    ).toEqual([
      { day: '2025-04-30', messages: 0, active_members: 0, joins: 0, leaves: 0, member_count: 500, peak_hour: null },
      { day: '2025-05-01', messages: 7, active_members: 4, joins: 2, leaves: 1, member_count: 501, peak_hour: 21 },
      { day: '2025-05-02', messages: 4, active_members: 2, joins: 0, leaves: 1, member_count: 500, peak_hour: 8 },
    ]);
    const hours = (await rows('group_activity_hourly'))
      .map(({ day, hour, messages }) => `${day} ${hour}h ${messages}`)
      .sort();
    expect(hours).toEqual(['2025-05-01 21h 5', '2025-05-01 9h 2', '2025-05-02 8h 3', '2025-05-02 9h 1']);
    const members = (await rows('group_member_activity_daily'))
      .map(({ day, member_tg_id, username, messages }) => `${day} ${member_tg_id} ${username ?? '-'} ${messages}`)
      .sort();
    expect(members).toEqual([
      '2025-05-01 5512345101 alice 3',
      '2025-05-01 5512345102 bob_w 2',
      '2025-05-01 5512345103 - 1',
      '2025-05-01 5512345107 - 1',
      '2025-05-02 5512345101 alice_new 3',
      '2025-05-02 5512345102 bob_w 1',
    ]);
  });

  it('changes nothing when a batch is sent again', async () => {
    const before = await Promise.all([
      rows('group_activity_daily'),
      rows('group_activity_hourly'),
      rows('group_member_activity_daily'),
    ]);
    expect(await ingest(LATE_BATCH)).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    expect(
      await Promise.all([
        rows('group_activity_daily'),
        rows('group_activity_hourly'),
        rows('group_member_activity_daily'),
      ]),
    ).toEqual(before);
  });

  it('refuses malformed events, naming the field, and keeps the good rows', async () => {
    const result = await ingest([
      { kind: 'message', event_id: 'bad-1', group_link: OURS, at: 'yesterday', member_tg_id: '5512345101' },
      { kind: 'shout', event_id: 'bad-2', group_link: OURS },
      { kind: 'join', event_id: 'bad-3', group_link: OURS, at: '2025-05-03T10:00:00Z' },
      membership('j-3', 'join', '2025-05-03T10:00:00Z', '5512345108'),
    ]);
    expect(result.accepted).toBe(1);
    expect(result.rejected.map((row) => row.errors.map((error) => [error.field, error.code]))).toEqual([
      [['rows.0.at', 'invalid']],
      [['rows.1.kind', 'select']],
      [['rows.2.member_tg_id', 'required']],
    ]);
  });
});

describe('activity analysis', () => {
  let rivals: WarGroup[];
  beforeAll(async () => {
    await ingest([
      daily('b-1', 't.me/rival_big_group', '2025-05-01', {
        messages: 100,
        active_members: 40,
        joins: 5,
        leaves: 2,
        member_count: 2000,
        peak_hour: 20,
      }),
      daily('b-2', 't.me/rival_big_group', '2025-05-02', {
        messages: 300,
        active_members: 60,
        joins: 1,
        leaves: 3,
        member_count: 1998,
        peak_hour: 22,
      }),
      daily('b-3', 't.me/rival_big_group', '2025-05-03', {
        messages: 150,
        active_members: 50,
        member_count: 1998,
        peak_hour: 20,
      }),
      daily('c-2', 't.me/rival_small_group', '2025-05-02', {
        messages: 50,
        active_members: 10,
        member_count: 300,
        peak_hour: 22,
      }),
    ]);
    const listed = await get('/v1/war-bot/groups?side=Rival&title=asc');
    rivals = json<{ data: { data: WarGroup[] } }>(listed).data.data.sort((a, b) => a.link.localeCompare(b.link));
  });

  it('answers each group’s days, totals and peak hour, and own versus rival side by side', async () => {
    const [big, small] = rivals as [WarGroup, WarGroup];
    const response = await get(
      `/v1/war-bot/activity?group_ids=${ours.id},${big.id},${small.id}&from=2025-05-01&to=2025-05-03`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const activity = json<{ data: WarActivity }>(response).data;
    const [own, rivalBig] = activity.groups;
    expect(own?.days).toEqual([
      {
        day: '2025-05-01',
        messages: 7,
        active_members: 4,
        joins: 2,
        leaves: 1,
        member_count: 501,
        messages_per_active_member: 1.75,
      },
      {
        day: '2025-05-02',
        messages: 4,
        active_members: 2,
        joins: 0,
        leaves: 1,
        member_count: 500,
        messages_per_active_member: 2,
      },
      {
        day: '2025-05-03',
        messages: 0,
        active_members: 0,
        joins: 1,
        leaves: 0,
        member_count: 501,
        messages_per_active_member: 0,
      },
    ]);
    expect(own?.totals).toEqual({
      messages: 11,
      active_members: 6,
      joins: 3,
      leaves: 2,
      avg_messages_per_day: 3.67,
      avg_active_members_per_day: 2,
      messages_per_active_member: 1.83,
      member_count: 501,
    });
    expect(own?.peak_hour).toBe(21);
    // Daily rows only: each day's messages count for its reported peak hour (22: 300, 20: 100 + 150).
    expect(rivalBig?.peak_hour).toBe(22);
    expect(rivalBig?.days.map((day) => day.messages_per_active_member)).toEqual([2.5, 5, 3]);
    expect(activity.sides).toEqual([
      { side: 'Own', group_count: 1, totals: own?.totals },
      {
        side: 'Rival',
        group_count: 2,
        totals: {
          messages: 600,
          active_members: 160,
          joins: 6,
          leaves: 5,
          avg_messages_per_day: 200,
          avg_active_members_per_day: 53.33,
          messages_per_active_member: 3.75,
          member_count: 2298,
        },
      },
    ]);
  });

  it('lists a group’s top members by messages, ties by Telegram id', async () => {
    const response = await get(`/v1/war-bot/groups/${ours.id}/top-members?from=2025-05-01&to=2025-05-02`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: WarTopMembers }>(response).data.members).toEqual([
      { member_tg_id: '5512345101', username: 'alice_new', messages: 6, active_days: 2 },
      { member_tg_id: '5512345102', username: 'bob_w', messages: 3, active_days: 2 },
      { member_tg_id: '5512345103', username: null, messages: 1, active_days: 1 },
      { member_tg_id: '5512345107', username: null, messages: 1, active_days: 1 },
    ]);
    const firstDay = json<{ data: WarTopMembers }>(
      await get(`/v1/war-bot/groups/${ours.id}/top-members?from=2025-05-01&to=2025-05-01&limit=1`),
    ).data;
    expect(firstDay.members).toEqual([{ member_tg_id: '5512345101', username: 'alice', messages: 3, active_days: 1 }]);
  });

  it('refuses bad ranges and group lists, naming the field, and unknown groups (404)', async () => {
    const cases: [string, string][] = [
      ['from=2025-05-01&to=2025-05-02', 'group_ids'],
      [`group_ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}&from=2025-05-01&to=2025-05-02`, 'group_ids'],
      [`group_ids=${ours.id},x&from=2025-05-01&to=2025-05-02`, 'group_ids'],
      [`group_ids=${ours.id}&from=2025-05-03&to=2025-05-01`, 'to'],
      [`group_ids=${ours.id}&from=2024-01-01&to=2025-01-01`, 'to'],
      [`group_ids=${ours.id}&from=2025-02-30&to=2025-03-01`, 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/v1/war-bot/activity?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [expect.objectContaining({ field })] },
      });
    }
    expect((await get(`/v1/war-bot/activity?group_ids=${ours.id}&from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
    expect(
      (await get(`/v1/war-bot/activity?group_ids=${ours.id},99999&from=2025-05-01&to=2025-05-02`)).statusCode,
    ).toBe(404);
    expect((await get('/v1/war-bot/groups/99999/top-members?from=2025-05-01&to=2025-05-02')).statusCode).toBe(404);
    expect(
      (await get(`/v1/war-bot/groups/${ours.id}/top-members?from=2025-05-01&to=2025-05-02&limit=101`)).statusCode,
    ).toBe(400);
  });
});
