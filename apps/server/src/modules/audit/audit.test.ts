import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_SECTIONS,
  type AuditEntry,
  type AuditFilterOptions,
  type CreatedApiKey,
  type Export,
  type Keyword,
  type Paged,
  type Stalker,
} from '@backoffice/contract';
import { ADMIN, bearer, json, signInWith, useTestServer } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';

const server = useTestServer();
const { call } = server;

async function listLog(
  query: Record<string, string | number>,
  token = server.admin,
): Promise<Paged<AuditEntry>['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/audit-log/list',
    headers: bearer(token),
    query: Object.fromEntries(Object.entries({ per_page: 100, ...query }).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<AuditEntry>>(response).data;
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

/** Whether a field names a secret, as the audit writer decides it. */
const SECRET_FIELD = /password|token|secret|session_string|api_key|hash/i;

function expectSecretsRedacted(entry: AuditEntry) {
  for (const [field, change] of Object.entries(entry.changes)) {
    if (!SECRET_FIELD.test(field)) continue;
    for (const value of [change.from, change.to])
      if (value !== undefined) expect(value, `${entry.action} ${field}`).toBe('[REDACTED]');
  }
}

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The record kinds the server audits: those its recordAudit calls name, and those the services built on
 * RecordService (platform/db/records.ts, which audits `this.kind.entity`) declare; literals, or the
 * modules' `…_ENTITY` constants.
 */
function auditedEntities(): Set<string> {
  const entities = new Set<string>();
  const constants = new Map<string, string>();
  const files = sourceFiles(serverSource).map((file) => fs.readFileSync(file, 'utf8'));
  for (const text of files)
    for (const match of text.matchAll(/export const (\w+_ENTITY) = '([a-z_]+)'/g))
      constants.set(match[1] as string, match[2] as string);
  for (const text of files) {
    for (const call of [
      ...text.split('await recordAudit(').slice(1),
      ...text.split(' extends RecordService<').slice(1),
    ]) {
      const entity = /\bentity: ([^,}\s]+)/.exec(call.slice(0, 400))?.[1];
      if (entity === undefined || entity === 'this.kind.entity') continue;
      const literal = /^'([a-z_]+)'$/.exec(entity)?.[1];
      const name = literal ?? constants.get(entity);
      expect(name, `recordAudit with entity ${entity}: a literal or an exported …_ENTITY constant`).toBeDefined();
      entities.add(name as string);
    }
  }
  return entities;
}

describe('the audit log sections', () => {
  it('maps every kind of record the server audits to a console section, and no kind it does not', () => {
    const audited = auditedEntities();
    expect(audited.size).toBeGreaterThan(10);
    expect([...audited].sort()).toEqual(Object.keys(AUDIT_ENTITY_SECTIONS).sort());
  });
});

describe('the audit log list', () => {
  it('records the changed fields of a create, an update and a delete, with user, section and IP', async () => {
    const keyword = await createKeyword('audit trail', 501);
    expect((await call('PATCH', `/v1/keyword/forward/${keyword.id}`, { remarks: 'second', price: 2 })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/v1/keyword/forward/${keyword.id}`)).statusCode).toBe(204);

    const entries = (await listLog({ section: 'keyword', entity_id: keyword.id })).data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'keyword.forward.delete',
      'keyword.forward.update',
      'keyword.forward.create',
    ]);
    const [deleted, updated, created] = entries as [AuditEntry, AuditEntry, AuditEntry];
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_email: ADMIN.email,
        section: 'keyword',
        entity: 'keyword',
        entity_id: String(keyword.id),
      });
      expect(entry.ip).toBeTruthy();
    }
    expect(created.changes).toMatchObject({
      keyword: { to: 'audit trail' },
      queue_number: { to: 501 },
      remarks: { to: 'first' },
    });
    expect(created.changes['keyword']).not.toHaveProperty('from');
    expect(updated.changes).toEqual({ remarks: { from: 'first', to: 'second' }, price: { from: 1.5, to: 2 } });
    expect(deleted.changes).toMatchObject({ keyword: { from: 'audit trail' }, remarks: { from: 'second' } });
    expect(deleted.changes['keyword']).not.toHaveProperty('to');
  });

  it('filters by user, section, action and date range', async () => {
    const staff = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const theirs = await call(
      'POST',
      '/v1/keyword/forward',
      { keyword: 'by staff', queue_number: 502, price: 1 },
      staff.token,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);

    const byStaff = (await listLog({ actor_id: staff.accountId })).data;
    expect(byStaff.map((entry) => entry.action).sort()).toEqual(['auth.login', 'keyword.forward.create']);
    expect(byStaff.every((entry) => entry.actor_email === staff.email)).toBe(true);

    const signIns = (await listLog({ section: 'sign_in' })).data;
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((entry) => entry.action.startsWith('auth.') && entry.section === 'sign_in')).toBe(true);
    // Sign-ins are written on the account, yet belong to sign-in, not to User Management.
    const userManagement = (await listLog({ section: 'user_management' })).data;
    expect(userManagement.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['account.create', 'role.create']),
    );
    expect(
      userManagement.every((entry) => !entry.action.startsWith('auth.') && entry.section === 'user_management'),
    ).toBe(true);
    expect((await listLog({ section: 'bot_analytics' })).total_item_count).toBe(0);

    const creates = (await listLog({ action: 'keyword.forward.create', actor_id: staff.accountId })).data;
    expect(creates.map((entry) => entry.changes['keyword']?.to)).toEqual(['by staff']);

    const now = Date.now();
    const today = await listLog({
      actor_id: staff.accountId,
      created_from: new Date(now - 3_600_000).toISOString(),
      created_to: new Date(now + 3_600_000).toISOString(),
    });
    expect(today.total_item_count).toBe(2);
    const yesterday = await listLog({
      actor_id: staff.accountId,
      created_from: new Date(now - 2 * 86_400_000).toISOString(),
      created_to: new Date(now - 86_400_000).toISOString(),
    });
    expect(yesterday.total_item_count).toBe(0);

    const bad = await server.app.inject({
      method: 'GET',
      url: '/v1/audit-log/list?section=nowhere',
      headers: bearer(server.admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages on the server, newest first, and sorts oldest first on request', async () => {
    for (let i = 0; i < 5; i += 1) await createKeyword(`paged ${i}`, 510 + i);
    const query = { action: 'keyword.forward.create', search: 'keyword.forward.create', per_page: 2 };
    const all = (await listLog({ action: 'keyword.forward.create' })).data.map((entry) => entry.id);
    const first = await listLog({ ...query, current_page: 1 });
    expect(first.total_item_count).toBe(all.length);
    expect(first.total_page_count).toBe(Math.ceil(all.length / 2));
    const pages = [first.data];
    for (let page = 2; page <= first.total_page_count; page += 1)
      pages.push((await listLog({ ...query, current_page: page })).data);
    expect(pages.flat().map((entry) => entry.id)).toEqual(all);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    const oldest = (await listLog({ action: 'keyword.forward.create', created_at: 'asc' })).data.map(
      (entry) => entry.id,
    );
    expect(oldest).toEqual([...all].reverse());
  });

  it('gives every row a section', async () => {
    const rows = (await listLog({ per_page: 100 })).data;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((entry) => entry.section === null)).toEqual([]);
  });
});

describe('secrets in the audit log', () => {
  it('shows a password change, by the user or by an administrator, only as [REDACTED]', async () => {
    const staff = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const newPassword = 'N3wPassw0rd!';
    const changed = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/change-password',
      headers: bearer(staff.token),
      payload: { current_password: staff.password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const adminReset = 'Adm1nReset!9';
    expect((await call('PATCH', `/um/v1/accounts/${staff.accountId}`, { password: adminReset })).statusCode).toBe(200);

    const own = (await listLog({ actor_id: staff.accountId, action: 'auth.password_changed' })).data;
    expect(own).toHaveLength(1);
    expect(own[0]?.changes).toEqual({ password: { from: '[REDACTED]', to: '[REDACTED]' } });
    const byAdmin = (await listLog({ entity: 'account', entity_id: staff.accountId, action: 'account.update' })).data;
    expect(byAdmin[0]?.changes['password']).toEqual({ to: '[REDACTED]' });
    const text = JSON.stringify(await listLog({ per_page: 100 }));
    for (const secret of [newPassword, adminReset, staff.password]) expect(text).not.toContain(secret);
  });

  it('never holds an API key or a stalker session string', async () => {
    const createdKey = await call('POST', '/v1/api-keys', { name: 'audited key', scopes: ['read'] });
    expect(createdKey.statusCode, createdKey.body).toBe(201);
    const key = json<{ data: CreatedApiKey }>(createdKey).data;
    const keyEntry = (await listLog({ section: 'user_management', action: 'api_key.create', entity_id: key.id }))
      .data[0] as AuditEntry;
    expect(keyEntry.changes).toMatchObject({ name: { to: 'audited key' }, prefix: { to: key.prefix } });
    expectSecretsRedacted(keyEntry);

    const firstSession = telethonSession();
    const stalker = await call('POST', '/v1/stalker', {
      tg_id: '880001',
      username: 'audited_watcher',
      group_type: 'Group',
      session_string: firstSession,
      remarks: 'audited',
    });
    expect(stalker.statusCode, stalker.body).toBe(201);
    const stalkerId = json<{ data: Stalker }>(stalker).data.id;
    const secondSession = telethonSession();
    expect((await call('PATCH', `/v1/stalker/${stalkerId}`, { session_string: secondSession })).statusCode).toBe(200);
    const [replaced, created] = (await listLog({ section: 'stalker', entity_id: stalkerId })).data as [
      AuditEntry,
      AuditEntry,
    ];
    expect(replaced.action).toBe('stalker.update');
    expect(replaced.changes['session_string']).toEqual({ from: '[REDACTED]', to: '[REDACTED]' });
    expect(created.changes['session_string']).toEqual({ to: '[REDACTED]' });
    for (const entry of [replaced, created]) expectSecretsRedacted(entry);

    const secrets = [key.key, key.key.slice(`bok_${key.prefix}_`.length), firstSession, secondSession];
    const listed = JSON.stringify(await listLog({ per_page: 100 }));
    for (const secret of secrets) expect(listed).not.toContain(secret);

    // The export of the log is what the list shows: redacted too.
    const started = await call('POST', '/v1/exports', {
      type: 'audit-log',
      filters: { section: 'stalker' },
      all_data: true,
    });
    expect(started.statusCode, started.body).toBe(202);
    const file = await exportedFile(json<{ data: Export }>(started).data.id);
    expect(file.split('\r\n')[0]).toBe('\uFEFFID,Time,User,Section,Action,Record,Record ID,From (IP),Changes');
    expect(file).toContain('session_string: [REDACTED] → [REDACTED]');
    for (const secret of secrets) expect(file).not.toContain(secret);
  });
});

/** Waits for the export as the console polls it, then downloads its file. */
async function exportedFile(id: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const current = json<{ data: Export }>(await call('GET', `/v1/exports/${id}`)).data;
    if (current.status === 'Completed') break;
    expect(current.status).toBe('Pending');
    if (Date.now() > deadline) throw new Error(`export ${id} still Pending`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const link = json<{ data: { url: string } }>(await call('POST', `/v1/exports/${id}/download-link`)).data;
  return (await server.app.inject({ method: 'GET', url: link.url })).body;
}

describe('who may read the audit log', () => {
  it('answers the filter choices: the users in the log and its actions by section', async () => {
    const staff = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const response = await call('GET', '/v1/audit-log/filters');
    expect(response.statusCode, response.body).toBe(200);
    const options = json<{ data: AuditFilterOptions }>(response).data;
    expect(options.actors).toEqual(expect.arrayContaining([{ id: staff.accountId, email: staff.email }]));
    expect(options.actors.map((actor) => actor.email)).toContain(ADMIN.email);
    expect(options.actions).toEqual(
      expect.arrayContaining([
        { action: 'auth.login', section: 'sign_in' },
        { action: 'role.create', section: 'user_management' },
      ]),
    );
    expect(new Set(options.actions.map((option) => option.action)).size).toBe(options.actions.length);
  });

  it('refuses anyone without ALL, even with every user-management permission', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'ROLE_MANAGEMENT', 'FILE_EXPORT']);
    for (const url of ['/v1/audit-log/list', '/v1/audit-log/filters']) {
      const refused = await call('GET', url, undefined, manager.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const exported = await call(
      'POST',
      '/v1/exports',
      { type: 'audit-log', filters: {}, all_data: true },
      manager.token,
    );
    expect(exported.statusCode).toBe(403);
  });
});
