import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { answerClientError } from './error-handler.js';

/**
 * Requests Fastify's router or Node's HTTP parser refuse before any route runs. Sent as raw bytes over
 * a socket (an HTTP client would refuse to send most of them), each must answer the product's error
 * body {error_code, message} with the status of its code.
 */
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => server.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes the request as given and reads the answer until the server closes the connection. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

function get(target: string): Promise<RawAnswer> {
  return send(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
}

function expectErrorBody(answer: RawAnswer, status: number, errorCode: string): void {
  expect(answer.status, answer.headers).toBe(status);
  expect(answer.headers.toLowerCase()).toContain('content-type: application/json');
  expect(JSON.parse(answer.body)).toEqual({ error_code: errorCode, message: expect.any(String) });
}

describe('errors answered before any route runs', () => {
  it('a malformed URL (FST_ERR_BAD_URL) answers 400 BAD_REQUEST', async () => {
    for (const target of ['/%', '/v1/%', '/um/v1/accounts/%zz']) expectErrorBody(await get(target), 400, 'BAD_REQUEST');
  });

  it('headers over the parser limit answer 431 HEADERS_TOO_LARGE', async () => {
    const answer = await send(
      `GET /v1/ping HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expectErrorBody(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('a malformed request line or an unknown method answers 400 BAD_REQUEST', async () => {
    expectErrorBody(await send('GARBAGE\r\n\r\n'), 400, 'BAD_REQUEST');
    expectErrorBody(await send('FOO /v1/ping HTTP/1.1\r\nHost: localhost\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('an HTTP/1.1 request without Host answers 400 BAD_REQUEST with a body', async () => {
    expectErrorBody(await send('GET /v1/ping HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('a method no route has answers 404 ROUTE_NOT_FOUND', async () => {
    expectErrorBody(
      await send('PROPFIND /v1/ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectErrorBody(
      await send('DELETE /v1/ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it('a body of a type other than JSON, or JSON with a prototype key, answers its 4xx', async () => {
    const xml = await send(
      'POST /um/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\nContent-Length: 4\r\nConnection: close\r\n\r\n<a/>',
    );
    expectErrorBody(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const proto = '{"__proto__":{"a":1}}';
    const poisoned = await send(
      `POST /um/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${proto.length}\r\nConnection: close\r\n\r\n${proto}`,
    );
    expectErrorBody(poisoned, 400, 'BAD_REQUEST');
  });
});

describe('answers on the socket', () => {
  /** A socket that keeps what is written to it. */
  function recordingSocket(): { socket: net.Socket; written: string[]; destroyed: () => boolean } {
    const written: string[] = [];
    let destroyed = false;
    const socket = {
      get destroyed() {
        return destroyed;
      },
      writable: true,
      write: (data: string) => written.push(data),
      destroy: () => {
        destroyed = true;
      },
    } as unknown as net.Socket;
    return { socket, written, destroyed: () => destroyed };
  }

  it('headers that arrive too slowly answer 408 REQUEST_TIMEOUT and close the connection', () => {
    const { socket, written, destroyed } = recordingSocket();
    answerClientError.call(
      undefined,
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket,
    );
    expect(written).toHaveLength(1);
    const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      error_code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive.',
    });
    expect(destroyed()).toBe(true);
  });

  it('a connection reset by the client is not answered', () => {
    const { socket, written } = recordingSocket();
    answerClientError.call(undefined, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(written).toEqual([]);
  });
});

describe('the OpenAPI page static files', () => {
  it('answer a path out of their folder with 403 FORBIDDEN, not 500', async () => {
    for (const target of [
      '/docs/static/../..',
      '/docs/static/%2e%2e/%2e%2e',
      '/docs/static/%2E%2E/%2E%2E/package.json',
      '/docs/static/%00',
    ]) {
      expectErrorBody(await get(target), 403, 'FORBIDDEN');
    }
  });

  it('answer an unknown file with 404 ROUTE_NOT_FOUND and still serve their own', async () => {
    expectErrorBody(await get('/docs/static/..%2f..%2fpackage.json'), 404, 'ROUTE_NOT_FOUND');
    const css = await get('/docs/static/index.css');
    expect(css.status).toBe(200);
  });
});
