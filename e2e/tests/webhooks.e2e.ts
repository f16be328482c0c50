import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSuite } from '../support/suite.js';
import { choose, editRow, openDialog, openList, row } from '../support/list.js';
import { discardChanges, eventually, expectFieldMessage, expectToast, sidebar } from '../support/ui.js';

/** User Management → Webhooks: endpoints of integrators, for WEBHOOK holders; the receiver is on loopback. */
const suite = useSuite({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50' });

const received: { id: string; body: string }[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ id: String(request.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8') });
    response.end('ok');
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('webhooks', () => {
  it('registers an endpoint, shows its secret once, logs a delivery with its code and sends it again', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '/user/webhooks', 'Webhooks');
    await sidebar(page).getByRole('link', { name: 'Webhooks' }).waitFor();

    const form = await openDialog(page, 'Add Endpoint');
    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('checkbox', { name: 'Keyword changed', exact: true }).click();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Endpoint added');
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const field = shown.getByRole('textbox', { name: 'Secret' });
    await eventually(() => field.inputValue()).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const secret = (await field.inputValue()).slice('whsec_'.length);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    await row(page, url).waitFor();
    expect(await page.content()).not.toContain(secret);

    await suite.adminApi('POST', '/v1/keyword/forward', { keyword: 'hooked', queue_number: 42, price: 1 });
    await eventually(() => received.length).toBe(1);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ type: 'keyword.changed' });

    await row(page, url)
      .getByRole('button', { name: `Deliveries of ${url}` })
      .click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await log.getByText('Succeeded', { exact: true }).waitFor();
    await log.getByRole('cell', { name: '200', exact: true }).waitFor();
    await log.getByText(received[0]?.id ?? '', { exact: true }).waitFor();

    await log.getByRole('button', { name: 'Send again' }).click();
    await expectToast(page, 'Delivery queued again');
    await eventually(() => received.length).toBe(2);
    expect(received[1]?.id).toBe(received[0]?.id);
  });

  it('edits an endpoint: new events and paused, only those fields sent, the list shows them', async () => {
    const paused = url.replace('/hooks', '/paused');
    await suite.adminApi('POST', '/v1/webhooks', { url: paused, events: ['sponsor.changed'] });
    const { page } = await suite.openSignedIn();
    await openList(page, '/user/webhooks', 'Webhooks');

    const form = await editRow(page, paused, 'Edit Endpoint');
    await form.getByRole('checkbox', { name: 'Sponsor changed', exact: true }).click();
    await form.getByRole('checkbox', { name: 'Export finished', exact: true }).click();
    await choose(form, 'Status', 'Disabled');
    const sent = page.waitForRequest((request) => request.method() === 'PATCH');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ events: ['export.finished'], status: 'Disabled' });
    await expectToast(page, 'Endpoint updated');
    await form.waitFor({ state: 'hidden' });

    const edited = row(page, paused);
    await edited.getByText('Disabled', { exact: true }).waitFor();
    await edited.getByText('Export finished', { exact: true }).waitFor();
    expect(await edited.getByText('Sponsor changed', { exact: true }).count()).toBe(0);
  });
});

describe('webhooks on a server that refuses private addresses', () => {
  const strict = useSuite();

  it('shows the refusal of a loopback URL under the URL field and keeps the endpoint as it was', async () => {
    const publicUrl = 'https://93.184.215.14/hooks';
    // Disabled: nothing is ever sent to this address during the test.
    await strict.adminApi('POST', '/v1/webhooks', { url: publicUrl, events: ['sponsor.expiring'], status: 'Disabled' });
    const { page } = await strict.openSignedIn();
    await openList(page, '/user/webhooks', 'Webhooks');

    const form = await editRow(page, publicUrl, 'Edit Endpoint');
    const field = form.getByRole('textbox', { name: 'URL' });
    await field.fill('http://127.0.0.1:8080/hooks');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldMessage(
      field,
      'This address cannot receive webhooks: use http or https to a public address (not loopback, private or link-local).',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await row(page, publicUrl).waitFor();
  });
});
