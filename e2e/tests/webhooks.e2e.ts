import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSuite } from '../support/suite.js';
import { openDialog, openList, row } from '../support/list.js';
import { eventually, expectToast, sidebar } from '../support/ui.js';

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
});
