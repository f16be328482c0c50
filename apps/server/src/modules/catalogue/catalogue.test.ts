import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, CatalogueHistoryEntry, CatalogueImportPreview, Paged } from '@backoffice/contract';
import { ADMIN, expectFieldErrors, json, signInWith, useTestServer } from '../../test/harness.js';

const server = useTestServer();

const HEADER = 'link,category,display_name,tier,member_count,status';

const { call } = server;

async function create(payload: Record<string, unknown>) {
  return call('POST', '/v1/catalogue', payload);
}

async function count(search: string): Promise<number> {
  return json<Paged<CatalogueEntry>>(await call('GET', `/v1/catalogue/list?search=${encodeURIComponent(search)}`)).data
    .total_item_count;
}

describe('keyword database entries', () => {
  it('adds an entry with the defaults and normalises each Telegram link form to https://t.me/<name>', async () => {
    const forms: [string, string][] = [
      ['https://t.me/CryptoNews_daily', 'https://t.me/CryptoNews_daily'],
      ['t.me/music_lounge', 'https://t.me/music_lounge'],
      ['  https://t.me/movie_hub/?start=ref1  ', 'https://t.me/movie_hub'],
      ['tg://resolve?domain=search_helper_bot', 'https://t.me/search_helper_bot'],
      ['tg://resolve?domain=daily_posts&post=42', 'https://t.me/daily_posts/42'],
      ['t.me/+AbCdEf123456', 'https://t.me/+AbCdEf123456'],
      ['https://t.me/joinchat/XyZ987654', 'https://t.me/+XyZ987654'],
      ['tg://join?invite=Inv1te_Hash', 'https://t.me/+Inv1te_Hash'],
      ['http://t.me/plain_http', 'https://t.me/plain_http'],
      ['@channel_name', 'https://t.me/channel_name'],
      ['https://telegram.me/old_domain', 'https://t.me/old_domain'],
    ];
    for (const [input, expected] of forms) {
      const response = await create({ link: input, category: 'Channel', display_name: `Entry ${input}` });
      expect(response.statusCode, input).toBe(201);
      expect(json<{ data: CatalogueEntry }>(response).data).toMatchObject({
        link: expected,
        tier: 'Public',
        member_count: 0,
        status: 'Active',
        created_by: 'admin',
      });
    }
  });

  it('refuses what is not a Telegram link, with the field and the product message', async () => {
    for (const link of [
      'https://example.com/abc',
      'ftp://t.me/name1',
      't.me/',
      'tg://msg?text=hi',
      'https://t.me/a/b/c',
      '@two words',
    ]) {
      const response = await create({ link, category: 'Bot', display_name: 'Not a link' });
      expect(response.statusCode, link).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'link', code: 'telegram_link' }] },
      });
    }
  });

  it('tells a link of the right form around a name Telegram could not have issued why it is refused', async () => {
    for (const [link, code] of [
      ['t.me/ab', 'telegram_username'],
      ['@ch', 'telegram_username'],
      ['https://t.me/_underscore', 'telegram_username'],
      ['tg://resolve?domain=abc', 'telegram_username'],
      ['t.me/+abc', 'telegram_invite'],
    ] as const) {
      const response = await create({ link, category: 'Bot', display_name: 'Short name' });
      expect(response.statusCode, link).toBe(400);
      expect(response.json(), link).toMatchObject({
        details: {
          fields: [
            {
              field: 'link',
              code,
              message:
                code === 'telegram_username' ? expect.stringContaining('5 to 32') : expect.stringContaining('6 to 64'),
            },
          ],
        },
      });
    }
  });

  it('names every failing field: required link and category, display name over 100, bad enums', async () => {
    const response = await create({ link: '', display_name: 'x'.repeat(101), tier: 'Gold', member_count: -1 });
    expectFieldErrors(response, {
      link: 'Link is required',
      category: 'Please select a Category',
      display_name: 'Display name must not exceed 100 characters',
      tier: null,
      member_count: 'must be at least 0',
    });
  });

  it('keeps links unique without regard to case or spelling: 409 CATALOGUE_LINK_ALREADY_USED', async () => {
    await create({ link: 't.me/Unique_Channel', category: 'Group', display_name: 'Unique' });
    for (const link of ['https://t.me/unique_channel', 'tg://resolve?domain=UNIQUE_CHANNEL']) {
      const response = await create({ link, category: 'Group', display_name: 'Again' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error_code: 'CATALOGUE_LINK_ALREADY_USED',
        message: 'This link is already in the keyword database.',
        details: { field: 'link' },
      });
    }
    const other = json<{ data: CatalogueEntry }>(
      await create({ link: 't.me/other_channel', category: 'Group', display_name: 'Other' }),
    ).data;
    const clash = await call('PATCH', `/v1/catalogue/${other.id}`, { link: 'T.ME/UNIQUE_CHANNEL' });
    expect(clash.statusCode).toBe(409);
    // Its own link, respelt, is not a clash.
    expect((await call('PATCH', `/v1/catalogue/${other.id}`, { link: 'https://t.me/Other_Channel' })).statusCode).toBe(
      200,
    );
  });

  it('updates, shows the detail, and keeps a history newest first with who, what and the changed fields', async () => {
    const entry = json<{ data: CatalogueEntry }>(
      await create({
        link: 't.me/history_kept',
        category: 'Video',
        display_name: '影视资源',
        tier: 'Premium',
        member_count: 1200,
      }),
    ).data;
    const updated = await call('PATCH', `/v1/catalogue/${entry.id}`, {
      display_name: 'Movies 影视',
      member_count: 1500,
    });
    expect(json<{ data: CatalogueEntry }>(updated).data).toMatchObject({
      display_name: 'Movies 影视',
      member_count: 1500,
      category: 'Video',
      updated_by: 'admin',
    });
    const detail = json<{ data: CatalogueEntry }>(await call('GET', `/v1/catalogue/${entry.id}`)).data;
    expect(detail.display_name).toBe('Movies 影视');

    const history = json<Paged<CatalogueHistoryEntry>>(await call('GET', `/v1/catalogue/${entry.id}/history`)).data;
    expect(history.total_item_count).toBe(2);
    expect(history.data[0]).toMatchObject({
      action: 'catalogue_entry.update',
      actor_email: ADMIN.email,
      actor_username: 'admin',
      changes: { display_name: { from: '影视资源', to: 'Movies 影视' }, member_count: { from: 1200, to: 1500 } },
    });
    expect(Object.keys(history.data[0]?.changes ?? {})).toEqual(['display_name', 'member_count']);
    expect(history.data[1]).toMatchObject({
      action: 'catalogue_entry.create',
      changes: { link: { to: 'https://t.me/history_kept' } },
    });
  });

  it('deletes softly: gone from list and detail, its link free again, the history keeps the deletion', async () => {
    const entry = json<{ data: CatalogueEntry }>(
      await create({ link: 't.me/soon_gone', category: 'Music', display_name: 'Gone' }),
    ).data;
    expect((await call('DELETE', `/v1/catalogue/${entry.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/catalogue/${entry.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/catalogue/${entry.id}`)).statusCode).toBe(404);
    expect(await count('soon_gone')).toBe(0);
    expect((await create({ link: 't.me/soon_gone', category: 'Music', display_name: 'Back' })).statusCode).toBe(201);
    const audit = await call(
      'GET',
      `/v1/audit-log/list?entity=catalogue_entry&entity_id=${entry.id}&action=catalogue_entry.delete`,
    );
    expect(json<Paged<unknown>>(audit).data.total_item_count).toBe(1);
  });

  it('pages, sorts, searches link and display name, and filters by category, tier and status', async () => {
    for (let i = 0; i < 12; i++) {
      await create({
        link: `t.me/filter_${String(i).padStart(2, '0')}`,
        category: i % 2 ? 'Bot' : 'Media',
        display_name: `筛选 Filter ${String(i).padStart(2, '0')}`,
        tier: i % 3 ? 'Public' : 'Premium',
        member_count: i * 10,
        status: i < 10 ? 'Active' : 'Inactive',
      });
    }
    const page = json<Paged<CatalogueEntry>>(
      await call('GET', '/v1/catalogue/list?search=filter_&per_page=5&current_page=2&member_count=desc'),
    ).data;
    expect(page).toMatchObject({ total_item_count: 12, total_page_count: 3 });
    expect(page.data.map((entry) => entry.member_count)).toEqual([60, 50, 40, 30, 20]);
    expect(await count('筛选')).toBe(12);
    const bots = json<Paged<CatalogueEntry>>(
      await call('GET', '/v1/catalogue/list?search=filter_&category=Bot&tier=Premium'),
    ).data;
    expect(bots.data.map((entry) => entry.display_name).sort()).toEqual(['筛选 Filter 03', '筛选 Filter 09']);
    const inactive = json<Paged<CatalogueEntry>>(
      await call('GET', '/v1/catalogue/list?search=filter_&status=Inactive'),
    ).data;
    expect(inactive.total_item_count).toBe(2);
    expect((await call('GET', '/v1/catalogue/list?category=Sticker')).statusCode).toBe(400);
  });

  it('is closed to a user without SEARCH_BOT_KEYWORD_DATABASE and open to one with it', async () => {
    const outsider = await signInWith(server.app, server.admin, ['SEARCH_BOT_SENSITIVE_KEYWORD']);
    expect((await call('GET', '/v1/catalogue/list', undefined, outsider.token)).statusCode).toBe(403);
    const insider = await signInWith(server.app, server.admin, ['SEARCH_BOT_KEYWORD_DATABASE']);
    expect((await call('GET', '/v1/catalogue/list', undefined, insider.token)).statusCode).toBe(200);
  });
});

describe('keyword database CSV import', () => {
  it('previews a file: row count, normalised links, and row errors with row number, field and message', async () => {
    await create({ link: 't.me/already_there', category: 'Channel', display_name: 'Existing' });
    const csv = [
      HEADER,
      't.me/import_one,channel,第一频道,Public,1000,Active',
      'https://t.me/already_there,Channel,Clash with the database,Public,5,Active',
      'https://example.com/x,Sticker,,Gold,-3,Maybe',
      'tg://resolve?domain=IMPORT_ONE,Group,Duplicate of row 2,Premium,"1,200",Inactive',
      '"t.me/import_two","Bot","Quoted, with a comma",,,',
    ].join('\r\n');
    const response = await call('POST', '/v1/catalogue/import/preview', { csv });
    expect(response.statusCode).toBe(200);
    const preview = json<{ data: CatalogueImportPreview }>(response).data;
    expect(preview).toMatchObject({ total_rows: 5, valid_rows: 2 });
    expect(preview.rows[0]).toMatchObject({ row: 2, link: 'https://t.me/import_one', category: 'Channel' });
    expect(preview.rows[4]).toMatchObject({
      row: 6,
      display_name: 'Quoted, with a comma',
      tier: 'Public',
      status: 'Active',
      member_count: '0',
    });
    const byRow = (row: number) => preview.errors.filter((error) => error.row === row);
    expect(byRow(3)).toEqual([
      expect.objectContaining({
        field: 'link',
        code: 'link_already_used',
        message: 'This link is already in the keyword database',
      }),
    ]);
    expect(
      byRow(4)
        .map((error) => error.field)
        .sort(),
    ).toEqual(['category', 'display_name', 'link', 'member_count', 'status', 'tier']);
    expect(byRow(4)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'display_name', message: 'Display name is required' })]),
    );
    // A value typed in a file is told which values its column takes, not asked to be "selected".
    expect(byRow(4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'category',
          code: 'category_values',
          message: 'Category must be one of: Media, Channel, Bot, Message, Video, Music, Group',
        }),
        expect.objectContaining({
          field: 'tier',
          code: 'tier_values',
          message: 'Tier must be one of: Public, Premium',
        }),
        expect.objectContaining({
          field: 'status',
          code: 'status_values',
          message: 'Status must be one of: Active, Inactive',
        }),
      ]),
    );
    expect(byRow(5)).toEqual([
      expect.objectContaining({ field: 'link', code: 'duplicate_in_file', message: expect.stringContaining('row 2') }),
    ]);
    expect(await count('import_')).toBe(0);
  });

  it('imports nothing when any row is bad, and every row in one go when all are good', async () => {
    const bad = [
      HEADER,
      't.me/batch_good_1,Media,Good 1,Public,1,Active',
      't.me/batch_good_2,Media,,Public,1,Active',
    ].join('\n');
    const refused = await call('POST', '/v1/catalogue/import', { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'CATALOGUE_IMPORT_INVALID',
      details: { errors: [{ row: 3, field: 'display_name' }] },
    });
    expect(await count('batch_good')).toBe(0);

    const rows = Array.from(
      { length: 1_203 },
      (_, i) =>
        `t.me/batch_good_${i},${['Media', 'Channel', 'Bot', 'Message', 'Video', 'Music', 'Group'][i % 7]},批量 Batch ${i},${i % 2 ? 'Premium' : 'Public'},${i},Active`,
    );
    const good = `\uFEFF${[HEADER, ...rows].join('\n')}\n`;
    const imported = await call('POST', '/v1/catalogue/import', { csv: good });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toEqual({ data: { imported: 1_203 } });
    expect(await count('batch_good')).toBe(1_203);
    const list = json<Paged<CatalogueEntry>>(await call('GET', '/v1/catalogue/list?search=batch_good_1202')).data
      .data[0] as CatalogueEntry;
    expect(list).toMatchObject({ category: 'Music', tier: 'Public', member_count: 1202, created_by: 'admin' });
    const history = json<Paged<CatalogueHistoryEntry>>(await call('GET', `/v1/catalogue/${list.id}/history`)).data;
    expect(history.data[0]).toMatchObject({ action: 'catalogue_entry.import', actor_email: ADMIN.email });

    // The same file again: every row now clashes with the database, and nothing more is written.
    const again = await call('POST', '/v1/catalogue/import', { csv: good });
    expect(again.json()).toMatchObject({ error_code: 'CATALOGUE_IMPORT_INVALID' });
    expect(await count('batch_good')).toBe(1_203);
  });

  it('refuses a file without the expected columns, an unreadable file, and one over 20,000 rows', async () => {
    const missing = await call('POST', '/v1/catalogue/import/preview', { csv: 'link,name\nt.me/abcde,x\n' });
    expect(missing.json()).toMatchObject({
      error_code: 'CSV_COLUMNS_MISSING',
      message:
        'The file has no column named category, display_name. Its first row must name the columns link, category, display_name; tier, member_count, status may be left out.',
      details: { missing_columns: ['category', 'display_name'] },
    });
    // The optional columns may be left out: their values take the defaults of an entry added by hand.
    const short = await call('POST', '/v1/catalogue/import/preview', {
      csv: 'link,category,display_name\nt.me/short_file,Media,Short\n',
    });
    expect(short.json()).toMatchObject({
      data: {
        total_rows: 1,
        valid_rows: 1,
        errors: [],
        rows: [{ link: 'https://t.me/short_file', tier: 'Public', member_count: '0', status: 'Active' }],
      },
    });
    const broken = await call('POST', '/v1/catalogue/import/preview', {
      csv: `${HEADER}\n"t.me/open_quote,Media,x,Public,1,Active\n`,
    });
    expect(broken.json()).toMatchObject({ error_code: 'CSV_UNREADABLE' });
    const long = [HEADER, ...Array.from({ length: 20_001 }, (_, i) => `t.me/long_${i},Media,L,Public,1,Active`)].join(
      '\n',
    );
    const tooLong = await call('POST', '/v1/catalogue/import/preview', { csv: long });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ error_code: 'CSV_TOO_LARGE' });
    const headerOnly = json<{ data: CatalogueImportPreview }>(
      await call('POST', '/v1/catalogue/import/preview', { csv: `${HEADER}\n` }),
    ).data;
    expect(headerOnly).toMatchObject({ total_rows: 0, valid_rows: 0, errors: [] });
  });
});
