import { describe, expect, it } from 'vitest';
import type { AuditEntry, Keyword, Paged } from '@backoffice/contract';
import { ADMIN, bearer, expectFieldErrors, json, signInWith, useTestServer } from '../../test/harness.js';

const server = useTestServer();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, token = server.admin) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
async function create(type: 'forward' | 'restrict', payload: Record<string, unknown>) {
  return call('POST', `/v1/keyword/${type}`, payload);
}
async function list(type: 'forward' | 'restrict', query = '') {
  return json<Paged<Keyword>>(await call('GET', `/v1/keyword/${type}/list?${query}`)).data;
}

describe('keywords (forward and restrict)', () => {
  it('creates a keyword with its price in dollars, stores cents, and audits it', async () => {
    const response = await create('forward', {
      keyword: '  Crypto News ',
      queue_number: 7,
      price: '12.5',
      remarks: 'VIP',
    });
    expect(response.statusCode).toBe(201);
    const keyword = json<{ data: Keyword }>(response).data;
    expect(keyword).toMatchObject({
      type: 'forward',
      keyword: 'Crypto News',
      queue_number: 7,
      price: 12.5,
      remarks: 'VIP',
      status: 'Active',
      trigger_count: 0,
      last_trigger_at: null,
      created_by: 'admin',
    });
    const row = await server.database.db
      .selectFrom('keywords')
      .select('price_cents')
      .where('id', '=', keyword.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.price_cents)).toBe(1250);

    const detail = await call('GET', `/v1/keyword/forward/${keyword.id}`);
    expect(json<{ data: Keyword }>(detail).data.price).toBe(12.5);
    // A forward keyword is not a restrict keyword.
    expect((await call('GET', `/v1/keyword/restrict/${keyword.id}`)).statusCode).toBe(404);

    const audit = await call('GET', `/v1/audit-log/list?entity=keyword&entity_id=${keyword.id}`);
    expect(json<Paged<AuditEntry>>(audit).data.data[0]).toMatchObject({
      action: 'keyword.forward.create',
      actor_email: ADMIN.email,
    });
  });

  it('refuses a queue number used by a live keyword of the same type only', async () => {
    await create('forward', { keyword: 'alpha', queue_number: 20, price: 1 });
    const clash = await create('forward', { keyword: 'beta', queue_number: 20, price: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error_code: 'QUEUE_NUMBER_ALREADY_USED',
      message: 'Queue number already used.',
      details: { field: 'queue_number' },
    });

    // The same number in the other type is fine.
    expect((await create('restrict', { keyword: 'beta', queue_number: 20, price: 0 })).statusCode).toBe(201);

    // Moving another keyword onto the number is refused too; keeping one's own number is not a clash.
    const gamma = json<{ data: Keyword }>(
      await create('forward', { keyword: 'gamma', queue_number: 21, price: 1 }),
    ).data;
    expect((await call('PATCH', `/v1/keyword/forward/${gamma.id}`, { queue_number: 20 })).json()).toMatchObject({
      error_code: 'QUEUE_NUMBER_ALREADY_USED',
    });
    expect(
      (await call('PATCH', `/v1/keyword/forward/${gamma.id}`, { queue_number: 21, remarks: 'same number' })).statusCode,
    ).toBe(200);
  });

  it('frees the queue number of a deleted keyword', async () => {
    const first = json<{ data: Keyword }>(
      await create('forward', { keyword: 'temporary', queue_number: 30, price: 2 }),
    ).data;
    const removed = await call('DELETE', `/v1/keyword/forward/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/v1/keyword/forward/${first.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/keyword/forward/${first.id}`)).statusCode).toBe(404);
    expect((await create('forward', { keyword: 'replacement', queue_number: 30, price: 2 })).statusCode).toBe(201);
    const audit = await call(
      'GET',
      `/v1/audit-log/list?entity=keyword&entity_id=${first.id}&action=keyword.forward.delete`,
    );
    expect(json<Paged<AuditEntry>>(audit).data.total_item_count).toBe(1);
  });

  it('names every failing field with the product’s messages', async () => {
    const response = await create('forward', { keyword: '   ', queue_number: 1000, price: '1.234' });
    expectFieldErrors(response, {
      keyword: 'Keyword is required',
      queue_number: 'Please enter a valid number.',
      price: 'Enter a price with at most 2 decimal places',
    });
    const more = await create('forward', { keyword: 'x'.repeat(31), queue_number: 0, price: -1 });
    expectFieldErrors(more, {
      keyword: 'Keyword must not exceed 30 characters',
      queue_number: 'Please enter a valid number.',
      price: 'must be at least 0',
    });
    expect((await create('forward', { keyword: 'ok', queue_number: 1.5, price: 1 })).statusCode).toBe(400);
    expect(
      (await create('forward', { keyword: 'ok', queue_number: 999, price: 1, status: 'Deleted' })).statusCode,
    ).toBe(400);
  });

  it('toggles the status on its own route and audits it as a status change', async () => {
    const keyword = json<{ data: Keyword }>(
      await create('restrict', { keyword: '赌博', queue_number: 40, price: 0 }),
    ).data;
    const response = await call('PATCH', `/v1/keyword/restrict/${keyword.id}/status`, { status: 'Inactive' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Keyword }>(response).data.status).toBe('Inactive');
    expect((await call('PATCH', `/v1/keyword/restrict/${keyword.id}/status`, { status: 'Paused' })).statusCode).toBe(
      400,
    );
    const audit = await call(
      'GET',
      `/v1/audit-log/list?entity=keyword&entity_id=${keyword.id}&action=keyword.restrict.status`,
    );
    expect(json<Paged<AuditEntry>>(audit).data.data[0]?.changes).toEqual({
      status: { from: 'Active', to: 'Inactive' },
    });
  });

  it('pages, searches, sorts and filters the list on the server, per type', async () => {
    for (let i = 0; i < 12; i++) {
      await create('forward', {
        keyword: `page ${String(i).padStart(2, '0')}`,
        queue_number: 100 + i,
        price: (12 - i).toFixed(2),
        status: i % 2 ? 'Inactive' : 'Active',
      });
    }
    const page2 = await list('forward', 'per_page=5&current_page=2&search=PAGE&keyword=asc');
    expect(page2.total_item_count).toBe(12);
    expect(page2.total_page_count).toBe(3);
    expect(page2.data.map((keyword) => keyword.keyword)).toEqual([
      'page 05',
      'page 06',
      'page 07',
      'page 08',
      'page 09',
    ]);
    const byPrice = await list('forward', 'search=page&price=asc&per_page=3');
    expect(byPrice.data.map((keyword) => keyword.price)).toEqual([1, 2, 3]);
    expect((await list('forward', 'search=page&status=Inactive')).total_item_count).toBe(6);
    expect((await list('restrict', 'search=page')).total_item_count).toBe(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list('forward', `search=page&created_from=${encodeURIComponent(future)}`)).total_item_count).toBe(0);
    // Default order: by queue number.
    const all = await list('forward', 'per_page=100');
    const numbers = all.data.map((keyword) => keyword.queue_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('guards each type with its own permission', async () => {
    const restrictOnly = await signInWith(server.app, server.admin, ['KEYWORD_RESTRICT']);
    expect((await call('GET', '/v1/keyword/restrict/list', undefined, restrictOnly.token)).statusCode).toBe(200);
    expect((await call('GET', '/v1/keyword/forward/list', undefined, restrictOnly.token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/v1/keyword/forward', { keyword: 'x', queue_number: 900, price: 1 }, restrictOnly.token))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/v1/keyword/other/list')).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document, both types and the keyword messages', async () => {
    const document = json<{ paths: Record<string, unknown> }>(
      await server.app.inject({ method: 'GET', url: '/docs/json' }),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/keyword/forward/list',
        '/v1/keyword/restrict/{id}/status',
        '/v1/keyword/restrict',
        '/v1/keyword-message/{id}',
        '/v1/keyword-message/list',
      ]),
    );
  });
});
