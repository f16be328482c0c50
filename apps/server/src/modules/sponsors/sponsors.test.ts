import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Paged, Sponsor, SponsorClient, SponsorStats } from '@backoffice/contract';
import { bearer, json, signInWith, useTestServer, fieldErrors } from '../../test/harness.js';
import { SponsorService } from './sponsor-service.js';
import { eachDay, utcDay } from '../../platform/time.js';
import { sponsorStatus } from './status.js';

const server = useTestServer();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(server.admin), ...(payload !== undefined && { payload }) });

async function createClient(name: string): Promise<SponsorClient> {
  const response = await call('POST', '/v1/sponsor-client', { name });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: SponsorClient }>(response).data;
}

async function createSponsor(
  client_id: number,
  fields: Partial<{ display: string; link: string; expired_date: string }> = {},
): Promise<Sponsor> {
  const response = await call('POST', '/v1/sponsor', {
    client_id,
    display: 'Crypto Signals VIP',
    link: 't.me/cryptosignals',
    expired_date: '2999-12-31',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Sponsor }>(response).data;
}

const daysFromToday = (offset: number) => utcDay(new Date(Date.now() + offset * 86_400_000));

describe('sponsor clients', () => {
  it('requires a name of at most 30 characters', async () => {
    const empty = await call('POST', '/v1/sponsor-client', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual([expect.objectContaining({ field: 'name', message: 'Name is required' })]);
    const long = await call('POST', '/v1/sponsor-client', { name: 'x'.repeat(31) });
    expect(fieldErrors(long)).toEqual([
      expect.objectContaining({ field: 'name', message: 'Name must not exceed 30 characters' }),
    ]);
  });

  it('creates, renames, and refuses a name already used whatever its case (409)', async () => {
    const client = await createClient('Lucky Casino');
    expect(client).toMatchObject({ name: 'Lucky Casino', total_sponsor: 0, created_by: 'admin' });
    const duplicate = await call('POST', '/v1/sponsor-client', { name: 'LUCKY casino' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error_code: 'SPONSOR_CLIENT_NAME_ALREADY_USED',
      details: { field: 'name' },
    });
    const other = await createClient('幸运娱乐');
    const clash = await call('PATCH', `/v1/sponsor-client/${other.id}`, { name: 'lucky CASINO' });
    expect(clash.statusCode).toBe(409);
    const renamed = await call('PATCH', `/v1/sponsor-client/${other.id}`, { name: '幸运娱乐城' });
    expect(json<{ data: SponsorClient }>(renamed).data.name).toBe('幸运娱乐城');
    expect((await call('GET', `/v1/sponsor-client/${other.id}`)).json()).toMatchObject({
      data: { name: '幸运娱乐城' },
    });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'sponsor_client')
      .where('entity_id', '=', String(other.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['sponsor_client.create', 'sponsor_client.update']);
    expect(JSON.parse(audit[1]?.changes ?? '{}')).toEqual({ name: { from: '幸运娱乐', to: '幸运娱乐城' } });
  });

  it('counts live sponsors, searches by name and sorts by total sponsor', async () => {
    const busy = await createClient('Busy Ads Ltd');
    const quiet = await createClient('Quiet Ads Ltd');
    for (const display of ['One', 'Two', 'Three']) await createSponsor(busy.id, { display });
    const gone = await createSponsor(quiet.id);
    await call('DELETE', `/v1/sponsor/${gone.id}`);
    const page = json<Paged<SponsorClient>>(
      await call('GET', '/v1/sponsor-client/list?search=ads%20ltd&total_sponsor=desc'),
    );
    expect(page.data.data.map((client) => [client.name, client.total_sponsor])).toEqual([
      ['Busy Ads Ltd', 3],
      ['Quiet Ads Ltd', 0],
    ]);
    expect(page.data.total_item_count).toBe(2);
    const paged = json<Paged<SponsorClient>>(
      await call('GET', '/v1/sponsor-client/list?per_page=1&current_page=2&name=asc&search=ads'),
    );
    expect(paged.data).toMatchObject({ total_item_count: 2, total_page_count: 2, data: [{ name: 'Quiet Ads Ltd' }] });
  });

  it('deleting a client deletes all its sponsors, and frees its name', async () => {
    const client = await createClient('Short Lived');
    const sponsors = [await createSponsor(client.id), await createSponsor(client.id, { display: 'Second' })];
    expect((await call('DELETE', `/v1/sponsor-client/${client.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/sponsor-client/${client.id}`)).statusCode).toBe(404);
    for (const sponsor of sponsors) expect((await call('GET', `/v1/sponsor/${sponsor.id}`)).statusCode).toBe(404);
    expect(
      json<Paged<Sponsor>>(await call('GET', `/v1/sponsor/list?client_id=${client.id}`)).data.total_item_count,
    ).toBe(0);
    const rows = await server.database.db
      .selectFrom('sponsors')
      .select('deleted_at')
      .where('client_id', '=', client.id)
      .execute();
    expect(rows.every((row) => row.deleted_at !== null)).toBe(true);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'sponsor_client.delete')
      .where('entity_id', '=', String(client.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ sponsor_ids: { from: sponsors.map((sponsor) => sponsor.id) } });
    await createClient('Short Lived');
  });

  it('the cascade is one transaction: a failure part-way leaves the client and its sponsors', async () => {
    const client = await createClient('Stays Whole');
    const sponsor = await createSponsor(client.id);
    const db = server.database.db;
    // The audit row is written last: without its table, the delete fails after both updates ran.
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    try {
      const failed = await call('DELETE', `/v1/sponsor-client/${client.id}`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
    expect((await call('GET', `/v1/sponsor-client/${client.id}`)).json()).toMatchObject({ data: { total_sponsor: 1 } });
    expect((await call('GET', `/v1/sponsor/${sponsor.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a client that does not exist', async () => {
    expect((await call('PATCH', '/v1/sponsor-client/999999', { name: 'Nobody' })).json()).toMatchObject({
      error_code: 'NOT_FOUND',
    });
    expect((await call('DELETE', '/v1/sponsor-client/999999')).statusCode).toBe(404);
  });
});

describe('sponsors', () => {
  it('refuses http and https links and accepts Telegram forms', async () => {
    const client = await createClient('Link Rules');
    for (const link of ['http://t.me/x', 'https://t.me/x', 'HTTPS://example.com', '  http://spaced.example']) {
      const refused = await call('POST', '/v1/sponsor', {
        client_id: client.id,
        display: 'Ad',
        link,
        expired_date: '2999-01-01',
      });
      expect(refused.statusCode, link).toBe(400);
      expect(fieldErrors(refused)).toEqual([
        expect.objectContaining({ field: 'link', message: 'http and https are not allowed' }),
      ]);
    }
    // Saved in one spelling, as every link field of the console saves its links.
    for (const [link, saved] of [
      ['t.me/luckychannel', 't.me/luckychannel'],
      ['@luckybot', 't.me/luckybot'],
      ['tg://resolve?domain=luckybot', 't.me/luckybot'],
      ['t.me/+AbCdEf123456', 't.me/+AbCdEf123456'],
    ]) {
      expect((await createSponsor(client.id, { link })).link, link).toBe(saved);
    }
    for (const link of ['lucky channel', '@ab', 'tg://msg?text=hi']) {
      const refused = await call('POST', '/v1/sponsor', {
        client_id: client.id,
        display: 'Ad',
        link,
        expired_date: '2999-01-01',
      });
      expect(fieldErrors(refused), link).toEqual([
        expect.objectContaining({
          field: 'link',
          message: 'Enter a Telegram link: t.me/name, @name or tg://resolve?domain=name',
        }),
      ]);
    }
    const sponsor = await createSponsor(client.id);
    const patched = await call('PATCH', `/v1/sponsor/${sponsor.id}`, { link: 'https://evil.example' });
    expect(fieldErrors(patched)).toEqual([
      expect.objectContaining({ field: 'link', message: 'http and https are not allowed' }),
    ]);
  });

  it('requires display (at most 100) and a real expired date, with the product’s messages', async () => {
    const client = await createClient('Field Rules');
    const empty = await call('POST', '/v1/sponsor', {
      client_id: client.id,
      display: '',
      link: '@lucky_bot',
      expired_date: '',
    });
    expect(fieldErrors(empty)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'display', message: 'Sponsor display is required' }),
        expect.objectContaining({ field: 'expired_date', message: 'Expired date is required' }),
      ]),
    );
    const missing = await call('POST', '/v1/sponsor', { client_id: client.id, link: '@lucky_bot' });
    expect(fieldErrors(missing).map((field) => field.message)).toEqual(
      expect.arrayContaining(['Sponsor display is required', 'Expired date is required']),
    );
    const long = await call('POST', '/v1/sponsor', {
      client_id: client.id,
      display: 'd'.repeat(101),
      link: '@lucky_bot',
      expired_date: '2024-02-30',
    });
    expect(fieldErrors(long)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'display', message: 'Display must not exceed 100 characters' }),
        expect.objectContaining({ field: 'expired_date', message: 'Expired date is invalid' }),
      ]),
    );
    const noClient = await call('POST', '/v1/sponsor', {
      client_id: 999999,
      display: 'Ad',
      link: '@lucky_bot',
      expired_date: '2999-01-01',
    });
    expect(noClient.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { entity: 'sponsor_client' } });
  });

  it('derives Active/Expired from the expired date against today in UTC, and filters by it', async () => {
    const client = await createClient('Expiry Check');
    // Staff cannot pick a past date: the sponsor ended yesterday is one whose date the calendar has passed.
    const ended = await createSponsor(client.id, { display: 'Ended yesterday', expired_date: daysFromToday(0) });
    await sql`update sponsors set expired_date = ${daysFromToday(-1)} where id = ${ended.id}`.execute(
      server.database.db,
    );
    const yesterday = json<{ data: Sponsor }>(await call('GET', `/v1/sponsor/${ended.id}`)).data;
    const today = await createSponsor(client.id, { display: 'Ends today', expired_date: daysFromToday(0) });
    const tomorrow = await createSponsor(client.id, { display: 'Ends tomorrow', expired_date: daysFromToday(1) });
    expect([yesterday.status, today.status, tomorrow.status]).toEqual(['Expired', 'Active', 'Active']);
    const expired = json<Paged<Sponsor>>(await call('GET', `/v1/sponsor/list?client_id=${client.id}&status=Expired`))
      .data.data;
    expect(expired.map((sponsor) => sponsor.display)).toEqual(['Ended yesterday']);
    const active = json<Paged<Sponsor>>(
      await call('GET', `/v1/sponsor/list?client_id=${client.id}&status=Active&expired_date=asc`),
    ).data.data;
    expect(active.map((sponsor) => sponsor.display)).toEqual(['Ends today', 'Ends tomorrow']);

    // Expiry is automatic: the same row is Expired once the clock passes its date, with nothing stored.
    const later = new SponsorService({ db: server.database.db }, () => new Date(`${daysFromToday(2)}T00:00:01Z`));
    expect((await later.get(tomorrow.id)).status).toBe('Expired');
    expect(sponsorStatus('2025-03-01', '2025-03-01')).toBe('Active');
    expect(sponsorStatus('2025-02-28', '2025-03-01')).toBe('Expired');
  });

  it('refuses a past expired date on create, and on edit only when newly chosen', async () => {
    const client = await createClient('Past Dates');
    const refused = await call('POST', '/v1/sponsor', {
      client_id: client.id,
      display: 'Too late',
      link: '@too_late',
      expired_date: daysFromToday(-1),
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(fieldErrors(refused)).toEqual([
      expect.objectContaining({ field: 'expired_date', message: 'Expired date must be today or later' }),
    ]);
    expect(
      json<Paged<Sponsor>>(await call('GET', `/v1/sponsor/list?client_id=${client.id}`)).data.total_item_count,
    ).toBe(0);

    const sponsor = await createSponsor(client.id, { display: 'Ended last week', expired_date: daysFromToday(0) });
    await sql`update sponsors set expired_date = ${daysFromToday(-7)} where id = ${sponsor.id}`.execute(
      server.database.db,
    );
    // Its own passed date may stay through an edit (the form sends it back as it is)…
    const kept = await call('PATCH', `/v1/sponsor/${sponsor.id}`, {
      display: 'Ended last week (renewal asked)',
      expired_date: daysFromToday(-7),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<{ data: Sponsor }>(kept).data).toMatchObject({
      display: 'Ended last week (renewal asked)',
      status: 'Expired',
    });
    // …but another past date is refused, and a date from today on renews it.
    const moved = await call('PATCH', `/v1/sponsor/${sponsor.id}`, { expired_date: daysFromToday(-3) });
    expect(moved.statusCode).toBe(400);
    expect(fieldErrors(moved)).toEqual([
      expect.objectContaining({ field: 'expired_date', message: 'Expired date must be today or later' }),
    ]);
    const renewed = await call('PATCH', `/v1/sponsor/${sponsor.id}`, { expired_date: daysFromToday(0) });
    expect(json<{ data: Sponsor }>(renewed).data.status).toBe('Active');
  });

  it('lists one client’s sponsors, searches display, edits and deletes with audit', async () => {
    const client = await createClient('Edit Flow');
    const other = await createClient('Someone Else');
    await createSponsor(other.id, { display: 'Not mine' });
    const sponsor = await createSponsor(client.id, { display: 'Hot Deals 优惠' });
    await createSponsor(client.id, { display: 'Cold Deals' });
    const found = json<Paged<Sponsor>>(await call('GET', `/v1/sponsor/list?client_id=${client.id}&search=hot`)).data
      .data;
    expect(found).toEqual([
      expect.objectContaining({ id: sponsor.id, client_name: 'Edit Flow', view_count: 0, click_count: 0 }),
    ]);
    const updated = await call('PATCH', `/v1/sponsor/${sponsor.id}`, {
      display: 'Hot Deals 特惠',
      expired_date: '2030-06-30',
    });
    expect(json<{ data: Sponsor }>(updated).data).toMatchObject({
      display: 'Hot Deals 特惠',
      expired_date: '2030-06-30',
      client_id: client.id,
    });
    expect((await call('PATCH', `/v1/sponsor/${sponsor.id}`, { client_id: other.id })).statusCode).toBe(400);
    expect((await call('DELETE', `/v1/sponsor/${sponsor.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/sponsor/${sponsor.id}`)).statusCode).toBe(404);
    expect(json<{ data: SponsorClient }>(await call('GET', `/v1/sponsor-client/${client.id}`)).data.total_sponsor).toBe(
      1,
    );
    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sponsor')
      .where('entity_id', '=', String(sponsor.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['sponsor.create', 'sponsor.update', 'sponsor.delete']);
  });

  it('needs SEARCH_BOT_SPONSOR', async () => {
    const outsider = await signInWith(server.app, server.admin, ['BOT']);
    const allowed = await signInWith(server.app, server.admin, ['SEARCH_BOT_SPONSOR']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/v1/sponsor-client/list', headers: bearer(outsider.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/v1/sponsor-client/list', headers: bearer(allowed.token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('sponsor stats', () => {
  it('answers every day of the range, 0 where no row was counted, with totals', async () => {
    const client = await createClient('Stats Client');
    const sponsor = await createSponsor(client.id);
    await server.database.db
      .insertInto('sponsor_daily_stats')
      .values([
        { sponsor_id: sponsor.id, day: '2025-01-30', views: 999, clicks: 99 },
        { sponsor_id: sponsor.id, day: '2025-01-31', views: 120, clicks: 7 },
        { sponsor_id: sponsor.id, day: '2025-02-02', views: 80, clicks: 3 },
      ])
      .execute();
    const response = await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2025-01-31&to=2025-02-03`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: SponsorStats }>(response).data).toEqual({
      sponsor_id: sponsor.id,
      from: '2025-01-31',
      to: '2025-02-03',
      days: [
        { day: '2025-01-31', views: 120, clicks: 7 },
        { day: '2025-02-01', views: 0, clicks: 0 },
        { day: '2025-02-02', views: 80, clicks: 3 },
        { day: '2025-02-03', views: 0, clicks: 0 },
      ],
      total_views: 200,
      total_clicks: 10,
    });
  });

  it('limits the range to 366 days in order, and 404s for a deleted sponsor', async () => {
    const client = await createClient('Range Rules');
    const sponsor = await createSponsor(client.id);
    const year = await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2024-01-01&to=2024-12-31`);
    expect(json<{ data: SponsorStats }>(year).data.days).toHaveLength(366);
    const tooLong = await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2024-01-01&to=2025-01-01`);
    expect(fieldErrors(tooLong)).toEqual([
      expect.objectContaining({ field: 'to', message: 'The date range must not exceed 366 days' }),
    ]);
    const reversed = await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2024-02-01&to=2024-01-01`);
    expect(fieldErrors(reversed)).toEqual([
      expect.objectContaining({ field: 'to', message: 'The start date must be on or before the end date' }),
    ]);
    expect((await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2024-01-01`)).statusCode).toBe(400);
    await call('DELETE', `/v1/sponsor/${sponsor.id}`);
    expect((await call('GET', `/v1/sponsor/${sponsor.id}/stats?from=2024-01-01&to=2024-01-02`)).statusCode).toBe(404);
  });

  it('walks calendar days across month and leap-year ends', () => {
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
  });
});
