import { describe, expect, it } from 'vitest';
import type { AdsKeyword, AdsKeywordSlot, Paged } from '@backoffice/contract';
import { json, signInWith, useTestServer } from '../../test/harness.js';
import { recordObservation } from './observations.js';

const server = useTestServer();
const { call } = server;

async function track(keyword: string): Promise<AdsKeyword> {
  const response = await call('POST', '/v1/ads-keyword', { keyword });
  expect(response.statusCode).toBe(201);
  return json<{ data: AdsKeyword }>(response).data;
}

async function slotsOf(keywordId: number, query = ''): Promise<Paged<AdsKeywordSlot>['data']> {
  const response = await call('GET', `/v1/ads-keyword/list/slots/${keywordId}?${query}`);
  expect(response.statusCode).toBe(200);
  return json<Paged<AdsKeywordSlot>>(response).data;
}

const OBSERVED_AT = '2026-03-01T08:30:00.000Z';

describe('ads keyword tracking', () => {
  it('tracks a keyword, trimmed, not yet observed, and audits it', async () => {
    const created = await track('  vpn 加速器  ');
    expect(created).toMatchObject({ keyword: 'vpn 加速器', info_updated_at: null, created_by: 'admin' });
    const audit = await call('GET', `/v1/audit-log/list?entity=ads_keyword&entity_id=${created.id}`);
    expect(json<Paged<{ action: string }>>(audit).data.data[0]).toMatchObject({ action: 'ads_keyword.create' });
  });

  it('refuses an empty or whitespace-only keyword with 400 and the add-keyword message', async () => {
    for (const payload of [{}, { keyword: '' }, { keyword: '   ' }]) {
      const response = await call('POST', '/v1/ads-keyword', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'keyword', message: 'Please enter a keyword to monitor' }] },
      });
    }
  });

  it('keeps keywords unique without regard to case: 409 ADS_KEYWORD_ALREADY_TRACKED', async () => {
    await track('Telegram Ads');
    const again = await call('POST', '/v1/ads-keyword', { keyword: ' TELEGRAM ads ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ADS_KEYWORD_ALREADY_TRACKED', details: { field: 'keyword' } });
  });

  it('lists keywords paged with the observation time', async () => {
    const observed = await track('page observed');
    await recordObservation(server.database.db, observed.id, [{ slot: 1, price: 10, expired_date: null }], OBSERVED_AT);
    for (let i = 0; i < 4; i++) await track(`page keyword ${i}`);
    const page = json<Paged<AdsKeyword>>(
      await call('GET', '/v1/ads-keyword/list?per_page=2&current_page=1&search=page&keyword=asc'),
    ).data;
    expect(page).toMatchObject({ total_item_count: 5, total_page_count: 3 });
    expect(page.data.map((keyword) => keyword.keyword)).toEqual(['page keyword 0', 'page keyword 1']);
    const all = json<Paged<AdsKeyword>>(await call('GET', '/v1/ads-keyword/list?per_page=100')).data.data;
    expect(all.find((keyword) => keyword.id === observed.id)?.info_updated_at).toBe(OBSERVED_AT);
  });

  it("lists a keyword's slots sorted by slot, ascending by default, with prices in dollars", async () => {
    const keyword = await track('slots sorted');
    await recordObservation(
      server.database.db,
      keyword.id,
      [
        { slot: 3, price: 12.5, expired_date: '2026-04-30' },
        { slot: 1, price: 99.99, expired_date: null },
        { slot: 2, price: 0, expired_date: '2026-01-15' },
      ],
      OBSERVED_AT,
    );
    const page = await slotsOf(keyword.id, 'per_page=2&current_page=1&slot=asc');
    expect(page).toMatchObject({ total_item_count: 3, total_page_count: 2 });
    expect(page.data).toEqual([
      expect.objectContaining({ keyword_id: keyword.id, slot: 1, price: 99.99, expired_date: null, remarks: '' }),
      expect.objectContaining({ slot: 2, price: 0, expired_date: '2026-01-15' }),
    ]);
    expect((await slotsOf(keyword.id, 'per_page=2&current_page=2')).data.map((slot) => slot.slot)).toEqual([3]);
    expect((await slotsOf(keyword.id, 'slot=desc')).data.map((slot) => slot.slot)).toEqual([3, 2, 1]);
    expect((await slotsOf(keyword.id, 'price=desc')).data.map((slot) => slot.price)).toEqual([99.99, 12.5, 0]);
    expect((await call('GET', '/v1/ads-keyword/list/slots/999999')).json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });

  it("updates a slot's remark, trimmed and required, keeps it through the next observation, and audits it", async () => {
    const keyword = await track('slot remarks');
    await recordObservation(server.database.db, keyword.id, [{ slot: 1, price: 20, expired_date: null }], OBSERVED_AT);
    const [slot] = (await slotsOf(keyword.id)).data;
    if (!slot) throw new Error('no slot');
    for (const remarks of ['', '   ']) {
      const refused = await call('PATCH', `/v1/ads-keyword/slot/${slot.id}`, { remarks });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        details: { fields: [{ field: 'remarks', message: 'Please enter a remark' }] },
      });
    }
    const updated = await call('PATCH', `/v1/ads-keyword/slot/${slot.id}`, { remarks: '  客户已续费  ' });
    expect(updated.statusCode).toBe(200);
    expect(json<{ data: AdsKeywordSlot }>(updated).data).toMatchObject({
      id: slot.id,
      remarks: '客户已续费',
      price: 20,
    });
    await recordObservation(
      server.database.db,
      keyword.id,
      [{ slot: 1, price: 25, expired_date: '2026-05-01' }],
      '2026-03-02T08:30:00.000Z',
    );
    expect((await slotsOf(keyword.id)).data[0]).toMatchObject({
      remarks: '客户已续费',
      price: 25,
      expired_date: '2026-05-01',
    });
    const audit = await call('GET', `/v1/audit-log/list?entity=ads_keyword_slot&entity_id=${slot.id}`);
    expect(json<Paged<{ action: string; changes: unknown }>>(audit).data.data[0]).toMatchObject({
      action: 'ads_keyword_slot.update',
      changes: { remarks: { from: '', to: '客户已续费' } },
    });
  });

  it('updates the other slot fields, refusing bad values and a sequence already used', async () => {
    const keyword = await track('slot fields');
    await recordObservation(
      server.database.db,
      keyword.id,
      [
        { slot: 1, price: 5, expired_date: null },
        { slot: 2, price: 6, expired_date: null },
      ],
      OBSERVED_AT,
    );
    const [first] = (await slotsOf(keyword.id)).data;
    if (!first) throw new Error('no slot');
    const changed = await call('PATCH', `/v1/ads-keyword/slot/${first.id}`, {
      slot: 5,
      price: 7.25,
      expired_date: '2026-12-31',
    });
    expect(json<{ data: AdsKeywordSlot }>(changed).data).toMatchObject({
      slot: 5,
      price: 7.25,
      expired_date: '2026-12-31',
    });
    expect(
      json<{ data: AdsKeywordSlot }>(await call('PATCH', `/v1/ads-keyword/slot/${first.id}`, { expired_date: null }))
        .data.expired_date,
    ).toBeNull();
    const taken = await call('PATCH', `/v1/ads-keyword/slot/${first.id}`, { slot: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error_code: 'ADS_KEYWORD_SLOT_ALREADY_USED' });
    for (const payload of [
      { price: -1 },
      { price: 1.234 },
      { slot: 0 },
      { expired_date: '2026-02-30' },
      { keyword_id: 1 },
    ]) {
      expect((await call('PATCH', `/v1/ads-keyword/slot/${first.id}`, payload)).statusCode).toBe(400);
    }
    expect((await call('PATCH', '/v1/ads-keyword/slot/999999', { remarks: 'x' })).json()).toMatchObject({
      error_code: 'NOT_FOUND',
    });
  });

  it('deletes a keyword with its slots; deleting again is 404 and the keyword may be tracked again', async () => {
    const keyword = await track('to delete');
    await recordObservation(
      server.database.db,
      keyword.id,
      [
        { slot: 1, price: 1, expired_date: null },
        { slot: 2, price: 2, expired_date: null },
      ],
      OBSERVED_AT,
    );
    const [slot] = (await slotsOf(keyword.id)).data;
    expect((await call('DELETE', `/v1/ads-keyword/${keyword.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/v1/ads-keyword/${keyword.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    const left = await server.database.db
      .selectFrom('ads_keyword_slots')
      .select('id')
      .where('keyword_id', '=', keyword.id)
      .execute();
    expect(left).toEqual([]);
    expect((await call('GET', `/v1/ads-keyword/list/slots/${keyword.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/ads-keyword/slot/${slot?.id ?? 0}`, { remarks: 'gone' })).statusCode).toBe(404);
    const list = json<Paged<AdsKeyword>>(await call('GET', '/v1/ads-keyword/list?per_page=100')).data.data;
    expect(list.some((item) => item.id === keyword.id)).toBe(false);
    await track('TO DELETE');
  });

  it('is open only to ADS_KEYWORD_TRACKING', async () => {
    const outsider = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    const refused = await call('GET', '/v1/ads-keyword/list', undefined, outsider.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    const tracker = await signInWith(server.app, server.admin, ['ADS_KEYWORD_TRACKING']);
    expect((await call('GET', '/v1/ads-keyword/list', undefined, tracker.token)).statusCode).toBe(200);
    expect((await call('POST', '/v1/ads-keyword', { keyword: 'tracker added' }, tracker.token)).statusCode).toBe(201);
  });
});
