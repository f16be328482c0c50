import { describe, expect, it } from 'vitest';
import type { BulkSensitiveKeywordResult, Paged, SensitiveKeyword } from '@backoffice/contract';
import { json, signInWith, useTestServer } from '../../test/harness.js';

const server = useTestServer();
const { call } = server;

async function words(search = ''): Promise<string[]> {
  const page = json<Paged<SensitiveKeyword>>(
    await call('GET', `/v1/sensitive-keyword/list?per_page=100&keyword=asc&search=${encodeURIComponent(search)}`),
  );
  return page.data.data.map((keyword) => keyword.keyword);
}

describe('sensitive keywords', () => {
  it('adds a keyword, trimmed, Active by default, and audits it', async () => {
    const response = await call('POST', '/v1/sensitive-keyword', { keyword: '  博彩  ' });
    expect(response.statusCode).toBe(201);
    const created = json<{ data: SensitiveKeyword }>(response).data;
    expect(created).toMatchObject({ keyword: '博彩', status: 'Active', created_by: 'admin' });
    const audit = await call('GET', `/v1/audit-log/list?entity=sensitive_keyword&entity_id=${created.id}`);
    expect(json<Paged<{ action: string }>>(audit).data.data[0]).toMatchObject({ action: 'sensitive_keyword.create' });
  });

  it('requires the keyword with "Keyword is required" and caps it at 30 characters', async () => {
    for (const payload of [{}, { keyword: '' }, { keyword: '   ' }]) {
      const response = await call('POST', '/v1/sensitive-keyword', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: { fields: [{ field: 'keyword', message: 'Keyword is required' }] },
      });
    }
    const long = await call('POST', '/v1/sensitive-keyword', { keyword: 'x'.repeat(31) });
    expect(long.json()).toMatchObject({
      details: { fields: [{ field: 'keyword', message: 'Keyword must not exceed 30 characters' }] },
    });
    expect((await call('POST', '/v1/sensitive-keyword', { keyword: 'y'.repeat(30) })).statusCode).toBe(201);
  });

  it('keeps keywords unique without regard to case: 409 SENSITIVE_KEYWORD_ALREADY_USED, on add and on edit', async () => {
    await call('POST', '/v1/sensitive-keyword', { keyword: 'Casino' });
    const again = await call('POST', '/v1/sensitive-keyword', { keyword: 'CASINO' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'SENSITIVE_KEYWORD_ALREADY_USED', details: { field: 'keyword' } });
    const other = json<{ data: SensitiveKeyword }>(
      await call('POST', '/v1/sensitive-keyword', { keyword: 'lottery' }),
    ).data;
    expect((await call('PATCH', `/v1/sensitive-keyword/${other.id}`, { keyword: 'casino' })).statusCode).toBe(409);
    const renamed = await call('PATCH', `/v1/sensitive-keyword/${other.id}`, {
      keyword: 'Lottery',
      status: 'Inactive',
    });
    expect(json<{ data: SensitiveKeyword }>(renamed).data).toMatchObject({ keyword: 'Lottery', status: 'Inactive' });
  });

  it('deletes softly: the word leaves the list and may be added again', async () => {
    const created = json<{ data: SensitiveKeyword }>(
      await call('POST', '/v1/sensitive-keyword', { keyword: 'temporary' }),
    ).data;
    expect((await call('DELETE', `/v1/sensitive-keyword/${created.id}`)).statusCode).toBe(204);
    expect(await words('temporary')).toEqual([]);
    expect((await call('PATCH', `/v1/sensitive-keyword/${created.id}`, { status: 'Active' })).statusCode).toBe(404);
    expect((await call('POST', '/v1/sensitive-keyword', { keyword: 'temporary' })).statusCode).toBe(201);
  });

  it('bulk adds one word a line: blanks and repeats ignored, too long and already present reported, the rest added', async () => {
    await call('POST', '/v1/sensitive-keyword', { keyword: 'bulk present' });
    const text = [
      'bulk 赌博',
      '',
      '   ',
      'bulk fraud',
      'BULK FRAUD',
      'Bulk Present',
      `bulk ${'z'.repeat(30)}`,
      '  bulk 毒品  ',
      'bulk 赌博',
    ].join('\r\n');
    const response = await call('POST', '/v1/sensitive-keyword/bulk', { text });
    expect(response.statusCode).toBe(200);
    const result = json<{ data: BulkSensitiveKeywordResult }>(response).data;
    expect(result).toEqual({
      added: ['bulk 赌博', 'bulk fraud', 'bulk 毒品'],
      already_present: ['Bulk Present'],
      too_long: [`bulk ${'z'.repeat(30)}`],
    });
    expect(await words('bulk')).toEqual(['bulk fraud', 'bulk present', 'bulk 毒品', 'bulk 赌博']);
    const nothing = await call('POST', '/v1/sensitive-keyword/bulk', { text: '\n  \n' });
    expect(nothing.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'text', message: 'Keyword is required' }] },
    });
  });

  it('pages, sorts, searches and filters by status', async () => {
    for (let i = 0; i < 11; i++)
      await call('POST', '/v1/sensitive-keyword', {
        keyword: `page word ${String(i).padStart(2, '0')}`,
        status: i < 8 ? 'Active' : 'Inactive',
      });
    const page = json<Paged<SensitiveKeyword>>(
      await call('GET', '/v1/sensitive-keyword/list?search=PAGE%20WORD&per_page=5&current_page=3&keyword=desc'),
    ).data;
    expect(page).toMatchObject({ total_item_count: 11, total_page_count: 3 });
    expect(page.data.map((keyword) => keyword.keyword)).toEqual(['page word 00']);
    const inactive = json<Paged<SensitiveKeyword>>(
      await call('GET', '/v1/sensitive-keyword/list?search=page%20word&status=Inactive'),
    ).data;
    expect(inactive.total_item_count).toBe(3);
  });

  it('is closed to a user without SEARCH_BOT_SENSITIVE_KEYWORD', async () => {
    const outsider = await signInWith(server.app, server.admin, ['SEARCH_BOT_KEYWORD_DATABASE']);
    expect((await call('POST', '/v1/sensitive-keyword/bulk', { text: 'x' }, outsider.token)).statusCode).toBe(403);
    const insider = await signInWith(server.app, server.admin, ['SEARCH_BOT_SENSITIVE_KEYWORD']);
    expect((await call('GET', '/v1/sensitive-keyword/list', undefined, insider.token)).statusCode).toBe(200);
  });
});
