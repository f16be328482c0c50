import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serializedJson } from './serialized-json.js';

describe('a kept JSON answer', () => {
  it('is compressed once per coding: the second request for it gets the same bytes, which decode to the body', () => {
    const answer = serializedJson({
      data: Array.from({ length: 100 }, (_, index) => ({ id: index, name: `sponsor ${index}` })),
    });
    const gzip = answer.encodedAs('gzip');
    const br = answer.encodedAs('br');
    expect(answer.encodedAs('gzip')).toBe(gzip);
    expect(answer.encodedAs('br')).toBe(br);
    expect(zlib.gunzipSync(gzip).equals(answer.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(answer.body)).toBe(true);
    // What a cache sized by bytes counts covers the body and both compressed forms.
    expect(answer.keptBytes).toBeGreaterThanOrEqual(answer.body.length + gzip.length + br.length);
  });
});
