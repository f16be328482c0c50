import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, useTestServer } from '../../test/harness.js';
import { isPublicAddress } from './address-guard.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { sendWebhook } from './sender.js';

// The operator's default: private URLs refused.
const server = useTestServer();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver.close());

describe('the addresses a webhook may reach', () => {
  it('takes public unicast addresses only, IPv4-mapped ones as the IPv4 address they map', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses loopback, private and non-http URLs at registration with WEBHOOK_URL_NOT_ALLOWED on url', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.0.0.8/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:8080/hook',
      'https://169.254.169.254/latest',
      // Other spellings of loopback and the unspecified address, which the URL parser turns into 127.0.0.1 and 0.0.0.0.
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.1/',
      'http://0/',
      'http://[::]/',
      'http://[fd00::1]/',
    ]) {
      const response = await server.call('POST', '/v1/webhooks', { url, events: ['keyword.changed'] });
      expect(response.statusCode, url).toBe(400);
      expect(json<{ error_code: string; details: { field: string } }>(response), url).toMatchObject({
        error_code: 'WEBHOOK_URL_NOT_ALLOWED',
        details: { field: 'url' },
      });
    }
    const ftp = await server.call('POST', '/v1/webhooks', { url: 'ftp://example.com/x', events: ['keyword.changed'] });
    expect(ftp.statusCode).toBe(400);
    expect(json<{ details: { fields: { field: string }[] } }>(ftp).details.fields).toEqual([
      expect.objectContaining({ field: 'url' }),
    ]);
    const patch = await server.call('PATCH', '/v1/webhooks/1', { url: 'http://127.0.0.1/x' });
    expect(patch.json()).toMatchObject({ error_code: 'WEBHOOK_URL_NOT_ALLOWED' });
    const rows = await server.database.db.selectFrom('webhook_endpoints').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses at delivery a name that resolves to loopback, and a literal one, without sending', async () => {
    const options = { timeoutMs: 2000, allowPrivate: false };
    const byName = await sendWebhook(`http://localhost:${receiver.port}/hook`, {}, '{}', options);
    expect(byName).toEqual({ error: 'the address is not a public one' });
    const mapped = await sendWebhook(`http://[::ffff:127.0.0.1]:${receiver.port}/hook`, {}, '{}', options);
    expect(mapped).toEqual({ error: 'the address is not a public one' });
    const ftp = await sendWebhook('ftp://example.com/', {}, '{}', options);
    expect(ftp).toEqual({ error: 'only http and https URLs are allowed' });
    expect(receiver.received).toEqual([]);
    // The same receiver, allowed: the refusal above was the guard's, not the network's.
    const allowed = await sendWebhook(`http://localhost:${receiver.port}/hook`, {}, '{}', {
      ...options,
      allowPrivate: true,
    });
    expect(allowed).toEqual({ status: 200 });
  });

  it('does not follow redirects', async () => {
    const redirecting = http.createServer((_request, response) => {
      response.writeHead(302, { location: receiver.url }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const address = redirecting.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = receiver.received.length;
    const outcome = await sendWebhook(`http://127.0.0.1:${port}/`, {}, '{}', { timeoutMs: 2000, allowPrivate: true });
    expect(outcome).toEqual({ status: 302, error: 'answered 302' });
    expect(receiver.received.length).toBe(before);
    redirecting.closeAllConnections();
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const outcome = await sendWebhook(`http://127.0.0.1:${port}/`, {}, '{}', { timeoutMs: 200, allowPrivate: true });
    expect(outcome).toEqual({ error: 'timed out' });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
