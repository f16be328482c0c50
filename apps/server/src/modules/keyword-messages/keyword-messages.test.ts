import { describe, expect, it } from 'vitest';
import type { AuditEntry, KeywordMessage, Paged } from '@backoffice/contract';
import { bearer, json, signInWith, useTestServer, fieldErrors } from '../../test/harness.js';

const server = useTestServer();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, token = server.admin) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const create = (payload: Record<string, unknown>) => call('POST', '/v1/keyword-message', payload);

describe('keyword messages', () => {
  it('creates a Button message with its buttons, and audits it', async () => {
    const buttons = [
      { label: 'Join channel', url: 'https://t.me/cryptonews' },
      { label: 'Open bot', url: 'tg://resolve?domain=searchbot' },
      { label: 'Group', url: 't.me/cryptochat' },
    ];
    const response = await create({
      keyword: 'Crypto',
      message_type: 'Button',
      content: 'Welcome to crypto news',
      buttons,
    });
    expect(response.statusCode).toBe(201);
    const message = json<{ data: KeywordMessage }>(response).data;
    expect(message).toMatchObject({
      keyword: 'Crypto',
      message_type: 'Button',
      buttons,
      status: 'Active',
      created_by: 'admin',
    });
    expect(json<{ data: KeywordMessage }>(await call('GET', `/v1/keyword-message/${message.id}`)).data.buttons).toEqual(
      buttons,
    );
    const audit = await call('GET', `/v1/audit-log/list?entity=keyword_message&entity_id=${message.id}`);
    expect(json<Paged<AuditEntry>>(audit).data.data[0]).toMatchObject({ action: 'keyword_message.create' });
  });

  it('keeps one live message per keyword, whatever its case; a deleted one frees the keyword', async () => {
    const first = json<{ data: KeywordMessage }>(
      await create({ keyword: 'Movies', message_type: 'Text', content: 'Latest movies' }),
    ).data;
    const clash = await create({ keyword: 'MOVIES', message_type: 'Text', content: 'Again' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error_code: 'KEYWORD_MESSAGE_ALREADY_EXISTS',
      message: 'This keyword already has a message.',
      details: { field: 'keyword' },
    });

    const other = json<{ data: KeywordMessage }>(
      await create({ keyword: 'Music', message_type: 'Text', content: 'Music' }),
    ).data;
    expect((await call('PATCH', `/v1/keyword-message/${other.id}`, { keyword: 'movies' })).statusCode).toBe(409);
    // Renaming to its own keyword in another case is no clash.
    expect((await call('PATCH', `/v1/keyword-message/${first.id}`, { keyword: 'MOVIES' })).statusCode).toBe(200);

    expect((await call('DELETE', `/v1/keyword-message/${first.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/keyword-message/${first.id}`)).statusCode).toBe(404);
    expect((await create({ keyword: 'movies', message_type: 'Text', content: 'New reply' })).statusCode).toBe(201);
  });

  it('needs at least one button on a Button message, and safe links only', async () => {
    const none = await create({ keyword: 'NoButtons', message_type: 'Button', content: 'x', buttons: [] });
    expect(none.statusCode).toBe(400);
    expect(fieldErrors(none)).toEqual([
      expect.objectContaining({ field: 'buttons', message: 'Add at least one button' }),
    ]);

    const bad = await create({
      keyword: 'BadLinks',
      message_type: 'Button',
      content: 'x',
      buttons: [
        { label: '', url: 'http://example.com' },
        { label: 'js', url: 'javascript:alert(1)' },
      ],
    });
    expect(fieldErrors(bad)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'buttons.0.label', message: 'Buttons 0 label is required' }),
        expect.objectContaining({ field: 'buttons.0.url', message: 'Links must start with https://, tg:// or t.me/' }),
        expect.objectContaining({ field: 'buttons.1.url', message: 'Links must start with https://, tg:// or t.me/' }),
      ]),
    );

    const required = await create({ keyword: '', message_type: 'Image', content: '' });
    expect(fieldErrors(required)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'keyword', message: 'Keyword is required' }),
        expect.objectContaining({ field: 'message_type', message: 'Select a type' }),
        expect.objectContaining({ field: 'content', message: 'Content is required' }),
      ]),
    );
  });

  it('checks the button rule on the message as updated; a Text message keeps no buttons', async () => {
    const text = json<{ data: KeywordMessage }>(
      await create({
        keyword: 'Games',
        message_type: 'Text',
        content: 'Play',
        buttons: [{ label: 'Go', url: 'https://t.me/games' }],
      }),
    ).data;
    expect(text.buttons).toEqual([]);
    const toButton = await call('PATCH', `/v1/keyword-message/${text.id}`, { message_type: 'Button' });
    expect(toButton.statusCode).toBe(400);
    expect(fieldErrors(toButton)).toEqual([expect.objectContaining({ field: 'buttons' })]);
    const withButtons = await call('PATCH', `/v1/keyword-message/${text.id}`, {
      message_type: 'Button',
      buttons: [{ label: 'Go', url: 'https://t.me/games' }],
    });
    expect(json<{ data: KeywordMessage }>(withButtons).data.buttons).toHaveLength(1);
    const backToText = await call('PATCH', `/v1/keyword-message/${text.id}`, { message_type: 'Text' });
    expect(json<{ data: KeywordMessage }>(backToText).data).toMatchObject({ message_type: 'Text', buttons: [] });
    const status = await call('PATCH', `/v1/keyword-message/${text.id}`, { status: 'Inactive' });
    expect(json<{ data: KeywordMessage }>(status).data.status).toBe('Inactive');
  });

  it('pages, searches and filters the list', async () => {
    for (let i = 0; i < 11; i++) {
      await create({
        keyword: `paged ${String(i).padStart(2, '0')}`,
        message_type: i % 2 ? 'Button' : 'Text',
        content: `reply ${i}`,
        buttons: i % 2 ? [{ label: 'Open', url: 'https://t.me/x' }] : [],
      });
    }
    const page = json<Paged<KeywordMessage>>(
      await call('GET', '/v1/keyword-message/list?search=paged&per_page=4&current_page=3&keyword=asc'),
    ).data;
    expect(page).toMatchObject({ total_item_count: 11, total_page_count: 3 });
    expect(page.data.map((message) => message.keyword)).toEqual(['paged 08', 'paged 09', 'paged 10']);
    const buttons = json<Paged<KeywordMessage>>(
      await call('GET', '/v1/keyword-message/list?search=paged&message_type=Button'),
    ).data;
    expect(buttons.total_item_count).toBe(5);
  });

  it('is closed to staff without KEYWORD_MESSAGE', async () => {
    const forwardOnly = await signInWith(server.app, server.admin, ['KEYWORD_FORWARD']);
    expect((await call('GET', '/v1/keyword-message/list', undefined, forwardOnly.token)).statusCode).toBe(403);
  });
});
