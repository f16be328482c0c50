import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

// A built console as the web build leaves it: each asset with its .br and .gz beside it.
const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-compressed-'));
const script = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`,
);
fs.mkdirSync(path.join(consoleDir, 'assets'));
fs.writeFileSync(
  path.join(consoleDir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js'), script);
fs.writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: consoleDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

async function get(url: string, acceptEncoding?: string) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { response, body: response.rawPayload, encoding: response.headers['content-encoding'] };
}

describe('compressed delivery', () => {
  it('sends a large JSON answer brotli- or gzip-compressed as asked, the same document once decompressed', async () => {
    const plain = await get('/docs/json');
    expect(plain.response.headers['content-type']).toContain('application/json');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const compressed = await get('/docs/json', accept);
      expect(compressed.encoding, accept).toBe(expected);
      // Caches must not hand this variant to a client that did not ask for it.
      expect(compressed.response.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.body.length, accept).toBeLessThan(plain.body.length / 3);
      expect(decode(compressed.encoding, compressed.body).equals(plain.body), accept).toBe(true);
    }
  });

  it('leaves small answers and clients that ask for no encoding alone', async () => {
    const small = await get('/v1/ping', 'br, gzip');
    expect(small.response.statusCode).toBe(200);
    expect(small.encoding).toBeUndefined();
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0'])
      expect((await get('/docs/json', accept)).encoding, accept).toBeUndefined();
  });

  it('sends a built asset precompressed as asked, and the plain file otherwise', async () => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const asset = await get('/assets/app-1234.js', accept);
      expect(asset.response.statusCode).toBe(200);
      expect(asset.response.headers['content-type']).toContain('javascript');
      expect(asset.encoding, accept).toBe(expected);
      expect(asset.response.headers['vary']).toMatch(/accept-encoding/i);
      expect(decode(asset.encoding, asset.body).equals(script), accept).toBe(true);
    }
  });
});
