import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, CatalogueEntry, Paged } from '@backoffice/contract';
import { json, useTestServer } from '../../test/harness.js';

const server = useTestServer();
const { call } = server;

async function totalOf(path: string, search: string): Promise<number> {
  const response = await call('GET', `${path}?per_page=100&search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<unknown>>(response).data.total_item_count;
}

async function namesFound(search: string): Promise<string[]> {
  const response = await call('GET', `/v1/catalogue/list?per_page=100&search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<CatalogueEntry>>(response)
    .data.data.map((entry) => entry.display_name)
    .sort();
}

/** Letters of three alphabets in both cases, digits and the characters a search must take as themselves. */
const PIECES = ['a', 'B', 'ж', 'Ж', 'я', 'Я', '中', '文', '7', '%', '_', '"', '*', '-', '(', '.', ' '];
const ASCII_ONLY = /^[\x20-\x7e]*$/;

/** Display names made of the pieces above, each a few words long. */
const NAMES = fc.sample(
  fc
    .array(fc.constantFrom(...PIECES), { minLength: 3, maxLength: 14 })
    .map((pieces) => pieces.join('').trim())
    .filter((name) => name.length >= 3),
  { numRuns: 40, seed: 29 },
);

describe('the lists\u2019 text search, from the text indexes', () => {
  beforeAll(async () => {
    for (const [i, name] of NAMES.entries()) {
      const response = await call('POST', '/v1/catalogue', {
        link: `https://t.me/text_index_${i}`,
        category: 'Channel',
        display_name: name,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('finds exactly the entries whose name or link holds the text, whatever its case, alphabet or symbols', async () => {
    const stored = json<Paged<CatalogueEntry>>(await call('GET', '/v1/catalogue/list?per_page=100')).data.data;
    const holds = (entry: CatalogueEntry, text: string) =>
      [entry.display_name, entry.link].some((field) => field.toLowerCase().includes(text.toLowerCase()));
    const fromStored = fc
      .tuple(fc.constantFrom(...stored), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean())
      .map(([entry, start, length, upper]) => {
        const piece = entry.display_name.slice(start % entry.display_name.length).slice(0, length);
        return upper ? piece.toUpperCase() : piece.toLowerCase();
      });
    const anyText = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fromStored, anyText), async (raw) => {
        const text = raw.trim();
        // Under three characters SQLite compares the rows themselves, and its LIKE folds ASCII letters only.
        fc.pre(text !== '' && ([...text].length >= 3 || ASCII_ONLY.test(text)));
        const expected = stored.filter((entry) => holds(entry, text)).length;
        expect(await totalOf('/v1/catalogue/list', text), text).toBe(expected);
      }),
      { numRuns: 120, seed: 3 },
    );
  });

  it('follows each entry as it is renamed and deleted', async () => {
    const created = json<{ data: CatalogueEntry }>(
      await call('POST', '/v1/catalogue', {
        link: 'https://t.me/renamed_often',
        category: 'Group',
        display_name: 'Первый канал',
      }),
    ).data;
    expect(await namesFound('ПЕРВЫЙ')).toEqual(['Первый канал']);
    const renamed = await call('PATCH', `/v1/catalogue/${created.id}`, { display_name: 'Второй канал' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await namesFound('первый')).toEqual([]);
    expect(await namesFound('второй')).toEqual(['Второй канал']);
    expect(await namesFound('renamed_often')).toEqual(['Второй канал']);
    expect((await call('DELETE', `/v1/catalogue/${created.id}`)).statusCode).toBe(204);
    expect(await namesFound('второй')).toEqual([]);
    expect(await namesFound('renamed_often')).toEqual([]);
  });

  it('follows a staff account through a new username, deletion and restoring', async () => {
    const roles = json<{ data: { id: number; name: string }[] }>(await call('GET', '/um/v1/roles/options')).data;
    const created = await call('POST', '/um/v1/accounts', {
      email: 'text.index@example.com',
      username: 'indexed_person',
      password: 'Indexed@Kite123',
      role_id: roles.find((role) => role.name === 'Dev')?.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = json<{ data: Account }>(created).data;
    expect(await totalOf('/um/v1/accounts/list', 'INDEXED_PERS')).toBe(1);
    expect((await call('PATCH', `/um/v1/accounts/${account.id}`, { username: 'renamed_person' })).statusCode).toBe(200);
    expect(await totalOf('/um/v1/accounts/list', 'indexed_pers')).toBe(0);
    expect(await totalOf('/um/v1/accounts/list', 'renamed_pers')).toBe(1);
    expect(await totalOf('/um/v1/accounts/list', 'text.index@')).toBe(1);
    expect((await call('DELETE', `/um/v1/accounts/${account.id}`)).statusCode).toBe(204);
    expect(await totalOf('/um/v1/accounts/list', 'renamed_pers')).toBe(0);
    const restored = await call('POST', '/um/v1/accounts/restore', { ids: [account.id] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await totalOf('/um/v1/accounts/list', 'renamed_pers')).toBe(1);
  });
});
