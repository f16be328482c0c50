import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_TYPES,
  type ChatRecordRow,
  type Export,
  type ExportType,
  type SubscriptionRow,
} from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, json, signInWith, useTestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';
import { exportFileName, exportFilePath } from './files.js';
import { telethonSession } from '../../test/stalker-sessions.js';
import { EXPORT_RESOURCES } from './registry.js';
import { ExportWorker } from './worker.js';

const server = useTestServer();
/** The tracked keyword whose observed slots the slot export reads. */
let slotKeywordId: number;

/** The list route of each export type: the export must hold exactly what the list shows. */
const LIST_URL: Record<Exclude<ExportType, 'ads-keyword-slot'>, string> = {
  'keyword-forward': '/v1/keyword/forward/list',
  'keyword-restrict': '/v1/keyword/restrict/list',
  'keyword-message': '/v1/keyword-message/list',
  'keyword-database': '/v1/catalogue/list',
  'sensitive-keyword': '/v1/sensitive-keyword/list',
  'sponsor-client': '/v1/sponsor-client/list',
  sponsor: '/v1/sponsor/list',
  'ads-keyword': '/v1/ads-keyword/list',
  'staff-account': '/um/v1/accounts/list',
  role: '/um/v1/roles/list',
  'account-list': '/v1/account-list',
  'bot-subscription': '/v1/bot/subscriptions',
  'chat-record': '/v1/bot/chat-records',
  'api-key': '/v1/api-keys/list',
  stalker: '/v1/stalker/list',
  'war-group': '/v1/war-bot/groups',
  'audit-log': '/v1/audit-log/list',
};

/** Keywords whose text tests the CSV: separators, quotes, line breaks, formulas, Chinese. */
const TRICKY = [
  'plain',
  'comma, inside',
  'say "hi"',
  'two\nlines',
  '=SUM(A1:A9)',
  '+cmd',
  '-5',
  '@user',
  'tail\r',
  '电影推荐',
];

const BASE = Date.parse('2024-05-01T00:00:00.000Z');
const CHATS: ChatRecordRow[] = Array.from({ length: 30 }, (_, i) => ({
  event_id: `exp-chat-${i}`,
  bot: i % 2 === 0 ? 'exp_search_bot' : 'exp_media_bot',
  tg_id: String(8100 + (i % 3)),
  username: i % 3 === 2 ? null : `user_${i % 3}`,
  sent_at: new Date(BASE + i * 3_600_000).toISOString(),
  direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
  message_type: 'Text',
  content: i % 4 === 0 ? `我想看电影 ${i}` : `=cmd|' /C calc'!A0 ${i}`,
}));
const SUBSCRIPTIONS: SubscriptionRow[] = [
  {
    event_id: 'exp-sub-1',
    bot: 'exp_search_bot',
    tg_id: '8100',
    username: 'user_0',
    status: 'Subscribed',
    at: new Date(BASE).toISOString(),
  },
];

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Polls the export (as the console does) until it is no longer Pending. */
async function settled(id: number, token = server.admin, timeoutMs = 20_000): Promise<Export> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = json<{ data: Export }>(await call('GET', `/v1/exports/${id}`, token)).data;
    if (current.status !== 'Pending') return current;
    if (Date.now() > deadline) throw new Error(`export ${id} still Pending: ${JSON.stringify(current)}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

async function startExport(body: Record<string, unknown>, token = server.admin): Promise<Export> {
  const response = await call('POST', '/v1/exports', token, body);
  expect(response.statusCode, response.body).toBe(202);
  return json<{ data: Export }>(response).data;
}

/** Downloads through the link the console navigates to; answers the raw bytes and the headers. */
async function download(id: number, token = server.admin) {
  const link = await call('POST', `/v1/exports/${id}/download-link`, token);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = json<{ data: { url: string } }>(link).data;
  const file = await server.app.inject({ method: 'GET', url });
  expect(file.statusCode, file.body).toBe(200);
  return { bytes: file.rawPayload, headers: file.headers, url };
}

function csvRows(bytes: Buffer): string[][] {
  return parse(bytes, { bom: true, relax_column_count: false }) as string[][];
}

/** A list's route and query; the slot list names its keyword in the path, the export in its filters. */
function listRequest(type: ExportType, query: Record<string, string>): { url: string; query: Record<string, string> } {
  if (type !== 'ads-keyword-slot') return { url: LIST_URL[type], query };
  const { keyword_id: keywordId, ...rest } = query;
  return { url: `/v1/ads-keyword/list/slots/${keywordId ?? ''}`, query: rest };
}

/** The filters that select a whole list: the slot list is one keyword's. */
function wholeList(type: ExportType): Record<string, string> {
  if (type === 'ads-keyword-slot') return { keyword_id: String(slotKeywordId) };
  // The export writes its own audit row (File Export), after the list was read: compare one section.
  if (type === 'audit-log') return { section: 'keyword' };
  return {};
}

async function listAll(type: ExportType, filters: Record<string, string>): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  const { url, query } = listRequest(type, filters);
  for (let page = 1; ; page += 1) {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: bearer(server.admin),
      query: { ...query, per_page: '100', current_page: String(page) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = json<{ data: { data: Record<string, unknown>[] } }>(response).data.data;
    rows.push(...items);
    if (items.length < 100) return rows;
  }
}

async function exportAll(type: ExportType, filters: Record<string, string> = {}): Promise<string[][]> {
  const created = await startExport({ type, filters, all_data: true });
  const done = await settled(created.id);
  expect(done.status).toBe('Completed');
  return csvRows((await download(done.id)).bytes);
}

beforeAll(async () => {
  for (const [i, keyword] of TRICKY.entries()) {
    const created = await call('POST', '/v1/keyword/forward', server.admin, {
      keyword,
      queue_number: i + 1,
      price: i + 0.5,
      remarks: i % 2 ? 'vip' : '',
      status: i === 3 ? 'Inactive' : 'Active',
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  expect((await call('POST', '/v1/sensitive-keyword', server.admin, { keyword: '赌博' })).statusCode).toBe(201);
  await createTestApiKey(server, ['read'], 'exported key');
  const feed = await platformFeed(server);
  await feed.send('chat-records', CHATS);
  await feed.send('subscriptions', SUBSCRIPTIONS);
  const tracked = await call('POST', '/v1/ads-keyword', server.admin, { keyword: 'vpn' });
  expect(tracked.statusCode, tracked.body).toBe(201);
  slotKeywordId = json<{ data: { id: number } }>(tracked).data.id;
  const ingestKey = await createTestApiKey(server, ['ingest'], 'slot observer');
  const observed = await server.app.inject({
    method: 'POST',
    url: '/v1/platform/ingest/ads-slots',
    headers: bearer(ingestKey),
    payload: {
      rows: [
        {
          event_id: 'exp-slots-1',
          keyword: 'vpn',
          observed_at: '2024-05-01T00:00:00Z',
          slots: [
            { slot: 2, price: 120 },
            { slot: 1, price: 99.5, expired_date: '2024-06-01' },
          ],
        },
      ],
    },
  });
  expect(json<{ data: { accepted: number } }>(observed).data.accepted).toBe(1);
});

describe('an export holds what its list shows', () => {
  it('exports forward keywords with the list filters and sort, as UTF-8 CSV with a BOM', async () => {
    const filters = { status: 'Active', queue_number: 'desc' };
    const created = await startExport({ type: 'keyword-forward', name: '关键词 export', filters, all_data: true });
    expect(created).toMatchObject({
      name: '关键词 export',
      type: 'keyword-forward',
      status: 'Pending',
      created_by: ADMIN.email,
    });
    const done = await settled(created.id);
    const listed = await listAll('keyword-forward', filters);
    expect(done).toMatchObject({
      status: 'Completed',
      row_count: listed.length,
      progress: { done: listed.length, total: listed.length },
      error: null,
    });
    const { bytes, headers } = await download(done.id);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('关键词 export.csv')}`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(done.file_size).toBe(bytes.length);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual([...EXPORT_RESOURCES['keyword-forward'].headers]);
    expect(rows.map((row) => Number(row[0]))).toEqual(listed.map((item) => item['id']));
  });

  it('quotes separators, quotes and line breaks (RFC 4180) and neutralises formulas', async () => {
    const bytes = (
      await download(
        (
          await settled(
            (await startExport({ type: 'keyword-forward', filters: { queue_number: 'asc' }, all_data: true })).id,
          )
        ).id,
      )
    ).bytes;
    const text = bytes.toString('utf8');
    expect(text).toContain('"comma, inside"');
    expect(text).toContain('"say ""hi"""');
    expect(text).toContain('"two\nlines"');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(EXPORT_RESOURCES['keyword-forward'].headers.join(','));
    const keywords = csvRows(bytes)
      .slice(1)
      .map((row) => row[1]);
    expect(keywords).toEqual([
      'plain',
      'comma, inside',
      'say "hi"',
      'two\nlines',
      "'=SUM(A1:A9)",
      "'+cmd",
      "'-5",
      "'@user",
      'tail',
      '电影推荐',
    ]);
    // Numbers of numeric columns stay numbers: the price column reads as plain numerals.
    expect(csvRows(bytes)[1]?.[3]).toBe('0.5');
  });

  it('exports chat records with the search, filters and date range of the list, newest first', async () => {
    const range = {
      from: new Date(BASE + 2 * 3_600_000).toISOString(),
      to: new Date(BASE + 25 * 3_600_000).toISOString(),
    };
    const filters = { search: '电影', direction: 'Inbound' };
    const created = await startExport({ type: 'chat-record', filters, all_data: false, ...range });
    const done = await settled(created.id);
    const listed = await listAll('chat-record', { ...filters, ...range });
    expect(listed.length).toBeGreaterThan(0);
    const rows = csvRows((await download(done.id)).bytes).slice(1);
    expect(rows.map((row) => Number(row[0]))).toEqual(listed.map((item) => item['id']));
    expect(rows.map((row) => row[9])).toEqual(listed.map((item) => item['content']));
    expect(rows.every((row) => row[9]?.includes('我想看电影'))).toBe(true);
  });

  it('neutralises formula text coming from the platform too', async () => {
    const rows = await exportAll('chat-record', { direction: 'Outbound' });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[9]?.startsWith("'=cmd")).toBe(true);
  });

  it('exports every type as its list shows it, or says there is nothing to export', async () => {
    for (const type of EXPORT_TYPES) {
      const listed = await listAll(type, wholeList(type));
      const response = await call('POST', '/v1/exports', server.admin, {
        type,
        filters: wholeList(type),
        all_data: true,
      });
      if (listed.length === 0) {
        expect(response.statusCode, type).toBe(422);
        continue;
      }
      expect(response.statusCode, `${type}: ${response.body}`).toBe(202);
      const done = await settled(json<{ data: Export }>(response).data.id);
      expect(done.status, type).toBe('Completed');
      const [header, ...rows] = csvRows((await download(done.id)).bytes);
      expect(header, type).toEqual([...EXPORT_RESOURCES[type].headers]);
      expect(
        rows.map((row) => Number(row[0])),
        type,
      ).toEqual(listed.map((item) => item['id']));
    }
  });

  it('never exports secrets: no key hash, no password hash, no session string', async () => {
    const session = telethonSession();
    const stalker = await call('POST', '/v1/stalker', server.admin, {
      tg_id: '777001',
      username: 'export_watcher',
      group_type: 'Group',
      session_string: session,
      remarks: 'exported',
    });
    expect(stalker.statusCode, stalker.body).toBe(201);
    const stalkers = (await exportAll('stalker')).flat().join('\n');
    expect(stalkers).toContain('export_watcher');
    expect(stalkers).not.toContain(session);
    const apiKeys = (await exportAll('api-key')).flat().join('\n');
    const stored = await server.database.db.selectFrom('api_keys').select('secret_hash').execute();
    for (const { secret_hash } of stored) expect(apiKeys).not.toContain(secret_hash);
    const accounts = (await exportAll('staff-account')).flat().join('\n');
    const hashes = await server.database.db.selectFrom('accounts').select('password_hash').execute();
    for (const { password_hash } of hashes) expect(accounts).not.toContain(password_hash);
  });
});

describe('asking for an export', () => {
  it('refuses an empty selection with the spec wording', async () => {
    const response = await call('POST', '/v1/exports', server.admin, {
      type: 'keyword-forward',
      filters: { search: 'no such keyword' },
      all_data: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error_code: 'EXPORT_NO_DATA',
      message: 'Error: No data available for export',
    });
  });

  it('needs a date range unless all data is chosen, and a type', async () => {
    const noRange = await call('POST', '/v1/exports', server.admin, { type: 'keyword-forward', filters: {} });
    expect(noRange.statusCode).toBe(400);
    const fields = (noRange.json() as { details: { fields: { field: string; code: string }[] } }).details.fields;
    expect(fields.map((field) => [field.field, field.code])).toEqual(
      expect.arrayContaining([
        ['from', 'fill_required'],
        ['to', 'fill_required'],
      ]),
    );
    const noType = await call('POST', '/v1/exports', server.admin, { filters: {}, all_data: true });
    expect(noType.statusCode).toBe(400);
    expect(noType.body).toContain('select_type');
  });

  it("narrows the list's own date filter by the range", async () => {
    const all = await listAll('keyword-forward', {});
    const newest =
      all
        .map((item) => String(item['created_at']))
        .sort()
        .at(-1) ?? '';
    const created = await startExport({
      type: 'keyword-forward',
      filters: { created_from: '2000-01-01T00:00:00.000Z' },
      all_data: false,
      from: newest,
      to: new Date(Date.parse(newest) + 60_000).toISOString(),
    });
    const rows = csvRows((await download((await settled(created.id)).id)).bytes).slice(1);
    expect(rows.map((row) => row[8])).toEqual(
      all.filter((item) => item['created_at'] === newest).map((item) => item['created_at']),
    );
    const unreadable = await call('POST', '/v1/exports', server.admin, {
      type: 'keyword-forward',
      filters: { created_from: 'yesterday' },
      all_data: false,
      from: newest,
      to: newest,
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body).toContain('filters.created_from');
  });

  it('validates the filters as the list does, naming the field', async () => {
    const response = await call('POST', '/v1/exports', server.admin, {
      type: 'keyword-forward',
      filters: { status: 'Sleeping' },
      all_data: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('filters.status');
  });
});

describe('permissions', () => {
  it('needs the permission of the data, and shows only exports of data the user may see', async () => {
    const chats = await startExport({ type: 'chat-record', filters: {}, all_data: true });
    const staff = await signInWith(server.app, server.admin, ['FILE_EXPORT', 'KEYWORD_FORWARD']);
    const refused = await call('POST', '/v1/exports', staff.token, {
      type: 'chat-record',
      filters: {},
      all_data: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    expect((await call('GET', `/v1/exports/${chats.id}`, staff.token)).statusCode).toBe(403);
    expect((await call('POST', `/v1/exports/${chats.id}/download-link`, staff.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/exports/${chats.id}`, staff.token)).statusCode).toBe(403);
    await startExport({ type: 'keyword-forward', filters: {}, all_data: true }, staff.token);
    const listed = json<{ data: { data: Export[] } }>(await call('GET', '/v1/exports?per_page=100', staff.token)).data
      .data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item.type === 'keyword-forward')).toBe(true);
    const withoutExport = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    expect((await call('GET', '/v1/exports', withoutExport.token)).statusCode).toBe(403);
  });

  it('opens a file only with a valid link for that export', async () => {
    const done = await settled((await startExport({ type: 'keyword-forward', filters: {}, all_data: true })).id);
    const other = await settled((await startExport({ type: 'sensitive-keyword', filters: {}, all_data: true })).id);
    const { url } = await download(done.id);
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    expect(
      (await server.app.inject({ method: 'GET', url: `/v1/exports/${other.id}/file?token=${token}` })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: `/v1/exports/${done.id}/file?token=forged` })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: `/v1/exports/${done.id}/file?token=${server.admin}` })).statusCode,
    ).toBe(401);
  });

  it('stops a link from working once its holder loses the permission', async () => {
    const staff = await signInWith(server.app, server.admin, ['FILE_EXPORT', 'KEYWORD_FORWARD']);
    const done = await settled(
      (await startExport({ type: 'keyword-forward', filters: {}, all_data: true }, staff.token)).id,
      staff.token,
    );
    const { url } = await download(done.id, staff.token);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const demoted = await call('PATCH', `/um/v1/roles/${staff.roleId}`, server.admin, { permissions: ['FILE_EXPORT'] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const refused = await server.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: 'EXPORT_LINK_INVALID' });
  });
});

describe('files and jobs', () => {
  it('lists exports with their progress, filtered by type and status', async () => {
    await exportAll('sensitive-keyword');
    const response = await call('GET', '/v1/exports?type=sensitive-keyword&status=Completed&name=asc', server.admin);
    const page = json<{ data: { data: Export[]; total_item_count: number } }>(response).data;
    expect(page.total_item_count).toBeGreaterThan(0);
    expect(
      page.data.every(
        (item) => item.type === 'sensitive-keyword' && item.status === 'Completed' && item.row_count === 1,
      ),
    ).toBe(true);
  });

  it('deletes the export and its file', async () => {
    const done = await settled((await startExport({ type: 'keyword-forward', filters: {}, all_data: true })).id);
    const file = exportFilePath(server.config.DATA_DIR, exportFileName(done.id));
    expect(fs.existsSync(file)).toBe(true);
    expect((await call('DELETE', `/v1/exports/${done.id}`, server.admin)).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await call('GET', `/v1/exports/${done.id}`, server.admin)).statusCode).toBe(404);
  });

  it('finishes a job whose worker died (stale heartbeat) on another worker', async () => {
    const adminId = (
      await server.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
    ).id;
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    const orphan = await server.database.db
      .insertInto('exports')
      .values({
        name: 'orphan',
        type: 'keyword-forward',
        filters: '{}',
        all_data: 1,
        created_by: adminId,
        created_at: longAgo,
        started_at: longAgo,
        claimed_by: 'dead-instance',
        heartbeat_at: longAgo,
        attempts: 1,
        done: 3,
        total: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const done = await settled(orphan.id);
    expect(done).toMatchObject({ status: 'Completed', row_count: TRICKY.length });
    const row = await server.database.db
      .selectFrom('exports')
      .select(['attempts', 'claimed_by'])
      .where('id', '=', orphan.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 2, claimed_by: null });
  });

  it('runs each job exactly once when several workers race over them', async () => {
    const workers = ['instance-a', 'instance-b', 'instance-c'].map(
      (instanceId) =>
        new ExportWorker({
          db: server.database.db,
          kind: server.database.kind,
          rows: server.database.eachRow,
          dataDir: server.config.DATA_DIR,
          log: server.app.log,
          retentionDays: 7,
          instanceId,
        }),
    );
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        startExport({ type: i % 2 ? 'keyword-forward' : 'chat-record', filters: {}, all_data: true }),
      ),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    for (const job of jobs) expect((await settled(job.id)).status).toBe('Completed');
    const rows = await server.database.db
      .selectFrom('exports')
      .select(['id', 'attempts'])
      .where(
        'id',
        'in',
        jobs.map((job) => job.id),
      )
      .execute();
    expect(rows.map((row) => row.attempts)).toEqual(jobs.map(() => 1));
  });

  it('deletes expired files and marks their exports Expired', async () => {
    const done = await settled((await startExport({ type: 'keyword-forward', filters: {}, all_data: true })).id);
    const file = exportFilePath(server.config.DATA_DIR, exportFileName(done.id));
    const worker = new ExportWorker({
      db: server.database.db,
      kind: server.database.kind,
      rows: server.database.eachRow,
      dataDir: server.config.DATA_DIR,
      log: server.app.log,
      retentionDays: 7,
    });
    await worker.purge(new Date(Date.parse(done.expires_at ?? '') - 1000));
    expect((await settled(done.id)).status).toBe('Completed');
    expect(fs.existsSync(file)).toBe(true);
    await worker.purge(new Date(Date.parse(done.expires_at ?? '') + 1000));
    expect(fs.existsSync(file)).toBe(false);
    expect((await settled(done.id)).status).toBe('Expired');
    const link = await call('POST', `/v1/exports/${done.id}/download-link`, server.admin);
    expect(link.statusCode).toBe(410);
    expect(link.json()).toMatchObject({ error_code: 'EXPORT_EXPIRED' });
  });
});
