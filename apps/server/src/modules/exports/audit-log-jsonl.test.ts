import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_TYPES,
  auditExportLineSchema,
  exportFormatsOf,
  type AuditEntry,
  type AuditExportLine,
  type CreatedApiKey,
  type Export,
  type Keyword,
  type Paged,
  type Stalker,
} from '@backoffice/contract';
import { ADMIN, bearer, json, signInWith, useTestServer } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';
import { EXPORT_RESOURCES } from './registry.js';
import { changesText } from './resources/audit-log.js';

const server = useTestServer();
const { call } = server;

async function listLog(query: Record<string, string>): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/audit-log/list',
      headers: bearer(server.admin),
      query: { ...query, per_page: '100', current_page: String(page) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = json<Paged<AuditEntry>>(response).data.data;
    entries.push(...items);
    if (items.length < 100) return entries;
  }
}

/** Starts an export as the console does, waits for it, and downloads its file: the bytes and the headers. */
async function exported(body: Record<string, unknown>, token = server.admin) {
  const started = await call('POST', '/v1/exports', body, token);
  expect(started.statusCode, started.body).toBe(202);
  const id = json<{ data: Export }>(started).data.id;
  const deadline = Date.now() + 20_000;
  let current: Export;
  for (;;) {
    current = json<{ data: Export }>(await call('GET', `/v1/exports/${id}`, undefined, token)).data;
    if (current.status !== 'Pending') break;
    if (Date.now() > deadline) throw new Error(`export ${id} still Pending`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  expect(current.status).toBe('Completed');
  const link = json<{ data: { url: string } }>(
    await call('POST', `/v1/exports/${id}/download-link`, undefined, token),
  ).data;
  const file = await server.app.inject({ method: 'GET', url: link.url });
  expect(file.statusCode, file.body).toBe(200);
  return { job: current, bytes: file.rawPayload, headers: file.headers };
}

/** A JSON Lines file's objects, each line checked against the contract's schema of a line. */
function linesOf(bytes: Buffer): AuditExportLine[] {
  const text = bytes.toString('utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => auditExportLineSchema.parse(JSON.parse(line)));
}

async function createKeyword(keyword: string, queueNumber: number): Promise<Keyword> {
  const response = await call('POST', '/v1/keyword/forward', {
    keyword,
    queue_number: queueNumber,
    price: 1.5,
    remarks: 'first',
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Keyword }>(response).data;
}

describe('the audit log as JSON Lines', () => {
  it('holds what the list shows, with its filters and order, one object per line with the changes as data', async () => {
    const keyword = await createKeyword('two\nlines, "quoted" 电影', 701);
    expect((await call('PATCH', `/v1/keyword/forward/${keyword.id}`, { remarks: 'second', price: 2 })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/v1/keyword/forward/${keyword.id}`)).statusCode).toBe(204);
    const filters = { section: 'keyword', entity_id: String(keyword.id) };
    const listed = await listLog(filters);
    expect(listed.map((entry) => entry.action)).toEqual([
      'keyword.forward.delete',
      'keyword.forward.update',
      'keyword.forward.create',
    ]);

    const { job, bytes, headers } = await exported({
      type: 'audit-log',
      format: 'jsonl',
      filters,
      all_data: true,
      name: 'Keyword trail',
    });
    expect(job).toMatchObject({ type: 'audit-log', format: 'jsonl', row_count: 3, file_size: bytes.length });
    expect(headers['content-type']).toBe('application/x-ndjson');
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''Keyword%20trail.jsonl`);
    // No BOM: JSON text is UTF-8 and must not start with one (RFC 8259).
    expect(bytes[0]).toBe('{'.charCodeAt(0));
    const lines = linesOf(bytes);
    // A value with a line break stays on its line: JSON escapes it.
    expect(bytes.toString('utf8').split('\n')).toHaveLength(4);

    expect(lines).toEqual(
      listed.map((entry) => ({
        id: entry.id,
        time: entry.created_at,
        actor_id: entry.actor_id,
        actor_name: entry.actor_email,
        action: entry.action,
        section: entry.section,
        target_type: entry.entity,
        target_id: entry.entity_id,
        ip: entry.ip,
        changes: entry.changes,
      })),
    );
    const [deleted, updated, created] = lines as [AuditExportLine, AuditExportLine, AuditExportLine];
    expect(created).toMatchObject({
      actor_name: ADMIN.email,
      target_type: 'keyword',
      target_id: String(keyword.id),
      section: 'keyword',
    });
    expect(created.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(created.ip).toBeTruthy();
    expect(created.changes['keyword']).toEqual({ to: 'two\nlines, "quoted" 电影' });
    expect(updated.changes).toEqual({ remarks: { from: 'first', to: 'second' }, price: { from: 1.5, to: 2 } });
    expect(deleted.changes['remarks']).toEqual({ from: 'second' });
  });

  it('carries the same changes the CSV words in its Changes column', async () => {
    const filters = { section: 'keyword' };
    const csv = parse((await exported({ type: 'audit-log', filters, all_data: true })).bytes, {
      bom: true,
    }) as string[][];
    const lines = linesOf((await exported({ type: 'audit-log', format: 'jsonl', filters, all_data: true })).bytes);
    const [header, ...rows] = csv;
    expect(header).toEqual([...EXPORT_RESOURCES['audit-log'].headers]);
    expect(rows.map((row) => Number(row[0]))).toEqual(lines.map((line) => line.id));
    const changesColumn = (header as string[]).indexOf('Changes');
    for (const [i, line] of lines.entries()) {
      const worded = changesText({ changes: line.changes } as AuditEntry);
      // The CSV neutralises a cell a spreadsheet would run as a formula; the text is the same otherwise.
      expect(rows[i]?.[changesColumn]?.replace(/^'(?=[=+\-@\t\r])/, '')).toBe(worded);
    }
  });

  it('applies the date range and narrows the list’s own date filter, as the CSV does', async () => {
    const all = await listLog({ section: 'keyword' });
    const newest = all[0] as AuditEntry;
    const { bytes } = await exported({
      type: 'audit-log',
      format: 'jsonl',
      filters: { section: 'keyword' },
      from: newest.created_at,
      to: new Date(Date.parse(newest.created_at) + 60_000).toISOString(),
    });
    expect(linesOf(bytes).map((line) => line.id)).toEqual(
      all.filter((entry) => entry.created_at === newest.created_at).map((entry) => entry.id),
    );
  });

  it('never holds a password, an API key or a session string: they are [REDACTED] as in the list', async () => {
    const staff = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const newPassword = 'N3wPassw0rd!jsonl';
    const changed = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(staff.token),
      payload: { current_password: staff.password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const adminReset = 'Adm1nReset!jsonl';
    expect((await call('PATCH', `/um/v1/accounts/${staff.accountId}`, { password: adminReset })).statusCode).toBe(200);
    const createdKey = await call('POST', '/v1/api-keys', { name: 'jsonl key', scopes: ['read'] });
    expect(createdKey.statusCode, createdKey.body).toBe(201);
    const key = json<{ data: CreatedApiKey }>(createdKey).data;
    const session = telethonSession();
    const stalker = await call('POST', '/v1/stalker', {
      tg_id: '880101',
      username: 'jsonl_watcher',
      group_type: 'Group',
      session_string: session,
      remarks: 'audited',
    });
    expect(stalker.statusCode, stalker.body).toBe(201);
    const replacement = telethonSession();
    expect(
      (await call('PATCH', `/v1/stalker/${json<{ data: Stalker }>(stalker).data.id}`, { session_string: replacement }))
        .statusCode,
    ).toBe(200);

    const { bytes } = await exported({ type: 'audit-log', format: 'jsonl', filters: {}, all_data: true });
    const text = bytes.toString('utf8');
    const secrets = [
      newPassword,
      adminReset,
      staff.password,
      key.key,
      key.key.slice(`bok_${key.prefix}_`.length),
      session,
      replacement,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    const lines = linesOf(bytes);
    const changedOwn = lines.find(
      (line) => line.action === 'auth.password_changed' && line.actor_id === staff.accountId,
    );
    expect(changedOwn?.changes).toEqual({ password: { from: '[REDACTED]', to: '[REDACTED]' } });
    const reset = lines.find((line) => line.action === 'account.update' && line.target_id === String(staff.accountId));
    expect(reset?.changes['password']).toEqual({ to: '[REDACTED]' });
    const replaced = lines.find(
      (line) => line.action === 'stalker.update' && line.changes['session_string'] !== undefined,
    );
    expect(replaced?.changes['session_string']).toEqual({ from: '[REDACTED]', to: '[REDACTED]' });
    // Every field named like a secret, in every line, holds nothing but the mark.
    for (const line of lines) {
      for (const [field, change] of Object.entries(line.changes)) {
        if (!/password|token|secret|session_string|api_key|hash/i.test(field)) continue;
        for (const value of [change.from, change.to])
          if (value !== undefined) expect(value, `${line.action} ${field}`).toBe('[REDACTED]');
      }
    }
  });
});

describe('asking for the JSON Lines format', () => {
  it('needs what the CSV needs: FILE_EXPORT and ALL', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'ROLE_MANAGEMENT', 'FILE_EXPORT']);
    const refused = await call(
      'POST',
      '/v1/exports',
      { type: 'audit-log', format: 'jsonl', filters: {}, all_data: true },
      manager.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    const allHolder = await signInWith(server.app, server.admin, ['ALL']);
    expect(
      (
        await call(
          'POST',
          '/v1/exports',
          { type: 'audit-log', format: 'jsonl', filters: {}, all_data: true },
          allHolder.token,
        )
      ).statusCode,
    ).toBe(202);
  });

  it('is offered for the audit log only; an unknown format is refused, naming it', async () => {
    const role = await call('POST', '/v1/exports', { type: 'role', format: 'jsonl', filters: {}, all_data: true });
    expect(role.statusCode).toBe(400);
    expect(json<{ details: { fields: { field: string; code: string }[] } }>(role).details.fields).toEqual([
      expect.objectContaining({ field: 'format', code: 'invalid' }),
    ]);
    const unknown = await call('POST', '/v1/exports', {
      type: 'audit-log',
      format: 'xml',
      filters: {},
      all_data: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('format');
    // Without a format it is CSV, as before.
    const { job, headers } = await exported({ type: 'role', filters: {}, all_data: true });
    expect(job.format).toBe('csv');
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('has a JSON Lines writer for every type the contract offers it for, and for no other', () => {
    for (const type of EXPORT_TYPES)
      expect(EXPORT_RESOURCES[type].selectRecords !== undefined, type).toBe(exportFormatsOf(type).includes('jsonl'));
  });

  it('is in the OpenAPI document: the file route answers application/x-ndjson, each line an AuditExportLine', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    const content = document.paths['/v1/exports/{id}/file']?.get?.responses['200']?.content ?? {};
    expect(content['application/x-ndjson']?.schema).toEqual({ $ref: '#/components/schemas/AuditExportLine' });
    expect(content['text/csv']).toBeDefined();
    expect(Object.keys(document.components.schemas['AuditExportLine']?.properties ?? {})).toEqual([
      'id',
      'time',
      'actor_id',
      'actor_name',
      'action',
      'section',
      'target_type',
      'target_id',
      'ip',
      'changes',
    ]);
  });

  it('records the format in the export’s audit entry', async () => {
    await exported({
      type: 'audit-log',
      format: 'jsonl',
      filters: { section: 'keyword' },
      all_data: true,
      name: 'Formats audited',
    });
    const [entry] = await listLog({ action: 'export.create', search: 'export.create' });
    expect(entry?.changes).toEqual({
      name: { to: 'Formats audited' },
      type: { to: 'audit-log' },
      format: { to: 'jsonl' },
    });
  });
});
