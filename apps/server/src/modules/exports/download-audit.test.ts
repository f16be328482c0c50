import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Export, Paged } from '@backoffice/contract';
import { bearer, json, signInWith, useTestServer } from '../../test/harness.js';

/** Every download of an export file is audited: which export, its type and rows, by whom, which link, from where. */
const server = useTestServer();
beforeAll(async () => {
  for (const [index, keyword] of ['first download', 'second download', 'third download'].entries()) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/v1/keyword/forward',
      headers: bearer(server.admin),
      payload: { keyword, queue_number: index + 1, price: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});

async function completedExport(token: string): Promise<Export> {
  const started = await server.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: bearer(token),
    payload: { type: 'keyword-forward', name: 'Forward for audit', all_data: true },
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = json<{ data: Export }>(started).data;
  // The worker runs in the server: wait for it to finish the file.
  for (;;) {
    const current = json<{ data: Export }>(
      await server.app.inject({ method: 'GET', url: `/v1/exports/${id}`, headers: bearer(token) }),
    ).data;
    if (current.status !== 'Pending') return current;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

async function linkOf(id: number, token: string): Promise<string> {
  const link = await server.app.inject({
    method: 'POST',
    url: `/v1/exports/${id}/download-link`,
    headers: bearer(token),
  });
  expect(link.statusCode, link.body).toBe(200);
  return json<{ data: { url: string } }>(link).data.url;
}

async function downloadsOf(id: number): Promise<AuditEntry[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/audit-log/list',
    headers: bearer(server.admin),
    query: { entity: 'export', entity_id: String(id), action: 'export.download', per_page: '100', created_at: 'asc' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<AuditEntry>>(response).data.data;
}

describe('the audit of export downloads', () => {
  it('writes one row per download: export, type, rows, the link holder and when the link was issued, the address; never the token', async () => {
    const staff = await signInWith(server.app, server.admin, ['FILE_EXPORT', 'KEYWORD_FORWARD']);
    const done = await completedExport(staff.token);
    expect(done).toMatchObject({ status: 'Completed', row_count: 3 });
    expect(await downloadsOf(done.id)).toEqual([]);

    const url = await linkOf(done.id, staff.token);
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const [entry, ...more] = await downloadsOf(done.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: staff.accountId,
      actor_email: staff.email,
      section: 'file_export',
      entity: 'export',
      entity_id: String(done.id),
      changes: {
        name: { to: 'Forward for audit' },
        type: { to: 'keyword-forward' },
        rows: { to: 3 },
        link_issued_at: { to: expect.any(String) },
      },
    });
    expect(entry?.ip).toBeTruthy();
    const token = new URL(url, 'http://localhost').searchParams.get('token') ?? '';
    expect(JSON.stringify(await server.database.db.selectFrom('audit_log').selectAll().execute())).not.toContain(token);

    // The same link used again is a second download, and a second row.
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await downloadsOf(done.id)).toHaveLength(2);
  });

  it('writes nothing for a refused download', async () => {
    const done = await completedExport(server.admin);
    const url = await linkOf(done.id, server.admin);
    const forged = await server.app.inject({ method: 'GET', url: `/v1/exports/${done.id}/file?token=forged` });
    expect(forged.statusCode).toBe(401);
    const elsewhere = await server.app.inject({
      method: 'GET',
      url: url.replace(`/v1/exports/${done.id}/`, '/v1/exports/999999/'),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(await downloadsOf(done.id)).toEqual([]);
  });
});
