import { sql } from 'kysely';
import { sponsorLinkSchema, telegramLinkSchema } from '@backoffice/contract';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { sessionCipherFor } from '../platform/crypto/index.js';
import { detectSessionKind } from '../modules/stalkers/session-kind.js';
import { parseDemoArgs } from './command.js';
import { seedDemo } from './index.js';
import type { DemoScale } from './scale.js';

const TINY: DemoScale = {
  bots: 3,
  users: 60,
  chatRecords: 1_500,
  searchEvents: 300,
  sponsorClicks: 100,
  groups: 3,
  days: 10,
};
const NOW = new Date('2025-06-30T12:00:00Z');

let first: TestServer;
let second: TestServer;
let written: Record<string, number>;
beforeAll(async () => {
  // The export worker stays off, so the queued demo exports are read as the seed left them.
  [first, second] = await Promise.all([
    startTestServer({ EXPORT_WORKER: 'off' }),
    startTestServer({ EXPORT_WORKER: 'off' }),
  ]);
  written = await seedDemo(first.database.db, {
    seed: 7,
    now: NOW,
    scale: TINY,
    cipher: sessionCipherFor(first.config),
  });
});
afterAll(async () => Promise.all([first.close(), second.close()]));

const total = async (server: TestServer, query: string) =>
  Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(server.database.db)).rows[0]?.n);

describe('demo data', () => {
  it('fills every section, the platform ones through ingestion with their counters', async () => {
    for (const [section, rows] of Object.entries(written)) expect(rows, section).toBeGreaterThan(0);
    expect(written).toMatchObject({
      'chat records': 1_500,
      'search events': 300,
      'sponsor clicks': 100,
      'war bot group activity': 30,
    });
    expect(await total(first, 'select count(*) as n from chat_records')).toBe(1_500);
    expect(await total(first, 'select sum(count) as n from chat_record_counts')).toBe(1_500);
    expect(await total(first, 'select sum(messages_in + messages_out) as n from bot_daily_stats')).toBe(1_500);
    expect(await total(first, 'select sum(searches) as n from bot_daily_stats')).toBe(300);
    expect(await total(first, 'select count(*) as n from bots')).toBe(3);
    expect(await total(first, 'select count(*) as n from tg_accounts')).toBe(60);
    expect(await total(first, "select count(*) as n from bot_subscriptions where status = 'Subscribed'")).toBe(
      await total(first, 'select sum(subscription_count) as n from tg_accounts'),
    );
    expect(await total(first, 'select count(*) as n from war_groups')).toBe(3);
    expect(
      await total(first, 'select count(*) as n from chat_records where sent_at > ' + `'${NOW.toISOString()}'`),
    ).toBe(0);
  });

  it('writes English and Chinese bot traffic: queries, result pages and button presses', async () => {
    const contents = await first.database.db
      .selectFrom('chat_records')
      .select(['content', 'message_type', 'direction'])
      .execute();
    expect(
      contents.some(
        (row) => row.direction === 'Inbound' && row.message_type === 'Button' && row.content === '下一页➡️',
      ),
    ).toBe(true);
    expect(contents.some((row) => row.direction === 'Outbound' && /找到 \d+ 个结果/.test(row.content))).toBe(true);
    expect(contents.some((row) => row.direction === 'Outbound' && /\d+ results for “/.test(row.content))).toBe(true);
  });

  it('lists on each result page as many entries as its heading counts for that page, with plurals that agree', async () => {
    const rows = await first.database.db
      .selectFrom('chat_records')
      .select('content')
      .where('direction', '=', 'Outbound')
      .execute();
    const pages = rows.map((row) => row.content).filter((content) => content.startsWith('🔍'));
    expect(pages.length).toBeGreaterThan(100);
    for (const content of pages) {
      const [head = '', ...entries] = content.split('\n');
      const figures = /(\d+) (?:results? for|个结果).*?(\d+)\/(\d+)/.exec(head);
      expect(figures, head).not.toBeNull();
      const [total, page, last] = (figures ?? []).slice(1).map(Number) as [number, number, number];
      expect(entries.length, content).toBe(page < last ? 5 : total - (last - 1) * 5);
      expect(entries[0]?.startsWith(`${(page - 1) * 5 + 1}. `), content).toBe(true);
      if (!head.includes('个结果'))
        expect(head.includes(total === 1 ? '1 result for' : `${total} results for`), head).toBe(true);
    }
  });

  it('makes the two directions of bot traffic differ, as real traffic does', async () => {
    const rows = await first.database.db
      .selectFrom('bot_daily_stats')
      .select(['messages_in', 'messages_out'])
      .execute();
    const days = rows.filter((row) => Number(row.messages_in) + Number(row.messages_out) > 20);
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((row) => Number(row.messages_in) !== Number(row.messages_out)).length).toBeGreaterThan(
      days.length / 2,
    );
  });

  it('fills Stalker, API Keys and File Export: demo session strings, every tracked group watched, keys bound, exports queued', async () => {
    const { db } = first.database;
    const cipher = sessionCipherFor(first.config);
    const stalkers = await db.selectFrom('stalkers').selectAll().orderBy('id').execute();
    expect(stalkers.length).toBe(3);
    for (const stalker of stalkers) {
      expect(stalker.remarks).toContain('demo');
      const opened = cipher.open(
        {
          ciphertext: stalker.session_ciphertext ?? '',
          nonce: stalker.session_nonce ?? '',
          keyVersion: stalker.session_key_version ?? 0,
        },
        stalker.id,
      );
      expect(detectSessionKind(opened)).toBe(stalker.session_kind);
    }
    const unwatched = await db
      .selectFrom('war_groups')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('id', 'not in', db.selectFrom('stalker_groups').select('group_id'))
      .execute();
    expect(unwatched).toEqual([]);
    const keys = await db.selectFrom('api_keys').select(['name', 'scopes']).orderBy('id').execute();
    expect(keys).toEqual([
      { name: 'Search bot', scopes: 'read' },
      { name: 'Ingest pipeline', scopes: 'ingest' },
      { name: 'Stalker worker', scopes: 'stalker' },
    ]);
    expect(await total(first, 'select count(*) as n from api_key_stalkers')).toBe(3);
    expect(await db.selectFrom('exports').select(['type', 'status']).orderBy('id').execute()).toEqual([
      { type: 'keyword-forward', status: 'Pending' },
      { type: 'sponsor-client', status: 'Pending' },
      { type: 'chat-record', status: 'Pending' },
    ]);
  });

  it('writes every link as the console would save it, so each demo record can be edited and saved again', async () => {
    const { db } = first.database;
    for (const { link } of await db.selectFrom('sponsors').select('link').execute())
      expect(z.safeParse(sponsorLinkSchema, link).data, link).toBe(link);
    for (const { link } of await db.selectFrom('catalogue_entries').select('link').execute())
      expect(z.safeParse(telegramLinkSchema, link).data, link).toBe(link);
    for (const { link } of await db.selectFrom('war_groups').select('link').execute())
      expect(z.safeParse(telegramLinkSchema, link).data, link).toBe(link);
  });

  it('gives the same rows for the same seed, and leaves filled sections alone the second time', async () => {
    await seedDemo(second.database.db, { seed: 7, now: NOW, scale: TINY, cipher: sessionCipherFor(second.config) });
    const rows = (server: TestServer) =>
      server.database.db
        .selectFrom('chat_records')
        .select(['event_id', 'sent_at', 'sender', 'receiver', 'content'])
        .orderBy('event_id')
        .execute();
    expect(await rows(second)).toEqual(await rows(first));
    const again = await seedDemo(first.database.db, {
      seed: 7,
      now: NOW,
      scale: TINY,
      cipher: sessionCipherFor(first.config),
    });
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });
});

describe('npm run demo options', () => {
  const clock = () => NOW;
  it('picks a scale, a number of chat records and a fixed end of period', () => {
    expect(parseDemoArgs([], clock)).toMatchObject({
      seed: 42,
      now: NOW,
      scale: { bots: 5, users: 2_000, chatRecords: 50_000 },
    });
    expect(parseDemoArgs(['--scale', 'large'], clock).scale).toMatchObject({ chatRecords: 5_000_000, users: 200_000 });
    expect(
      parseDemoArgs(['--chat-records', '200000', '--seed', '3', '--now', '2025-01-01T00:00:00Z'], clock),
    ).toMatchObject({
      seed: 3,
      now: new Date('2025-01-01T00:00:00Z'),
      scale: { chatRecords: 200_000, users: 8_000, searchEvents: 20_000 },
    });
  });

  it('refuses options it cannot use, naming them', () => {
    expect(() => parseDemoArgs(['--scale', 'huge'], clock)).toThrow('--scale must be small or large');
    expect(() => parseDemoArgs(['--chat-records', 'many'], clock)).toThrow('--chat-records must be a whole number');
    expect(() => parseDemoArgs(['--now', 'tomorrow'], clock)).toThrow('--now must be a date and time');
    expect(() => parseDemoArgs(['--seed', '1.5'], clock)).toThrow('--seed must be a whole number');
  });
});
