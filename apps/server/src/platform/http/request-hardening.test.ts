import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, startTestServer, type TestServer } from '../../test/harness.js';
import { MAX_JSON_DEPTH, MIN_JSON_VALUES, checkJsonShape, findNulCharacter } from './input-hygiene.js';

/** Bodies no client of the API sends, sent without a credential: each is refused with a 4xx and an error_code. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function nested(depth: number, inner = ''): string {
  return '['.repeat(depth) + inner + ']'.repeat(depth);
}

async function postLogin(payload: string) {
  return server.app.inject({
    method: 'POST',
    url: '/um/v1/auth/login',
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

describe('deeply nested JSON', () => {
  it('refuses 10,000 nested arrays in the sign-in body with 400 REQUEST_TOO_DEEP', async () => {
    const response = await postLogin(`{"email":${nested(10_000)},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'REQUEST_TOO_DEEP',
      message: 'The request is nested too deeply.',
      details: { max_depth: MAX_JSON_DEPTH },
    });
  });

  it('refuses a body nested as deep as the body limit allows (about 800 KB of brackets)', async () => {
    const response = await postLogin(`{"email":${nested(400_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'REQUEST_TOO_DEEP' });
  });

  it('takes nesting up to the cap to validation, and refuses one level more', async () => {
    // The object is one level, the arrays the others.
    const atCap = await postLogin(`{"email":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`);
    expect(atCap.statusCode).toBe(400);
    expect(atCap.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', details: { fields: [{ field: 'email' }] } });
    const pastCap = await postLogin(`{"email":${nested(MAX_JSON_DEPTH)},"password":"x"}`);
    expect(pastCap.json()).toMatchObject({ error_code: 'REQUEST_TOO_DEEP' });
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const email = `\\"${'['.repeat(500)}@example.com`;
    const response = await postLogin(`{"email":"${email}","password":"Wrong@1234"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'email' }] },
    });
  });

  it('refuses more values than a body of its size needs with 413 PAYLOAD_TOO_LARGE, before parsing them', async () => {
    const wide = `{"email":[${Array.from({ length: MIN_JSON_VALUES + 1 }, () => '{}').join(',')}]}`;
    const response = await postLogin(wide);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
  });

  it('still parses a signed-in body and names a NUL character nested in it', async () => {
    const token = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
    const response = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: { ...bearer(token), 'content-type': 'application/json; charset=utf-8' },
      payload: '{"name":"Ops","permissions":["BOT"],"extra":[{"deep":[1,"a\\u0000b"]}]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'extra.0.deep.1' }] },
    });
  });

  it('names a few unknown keys, not every one of thousands', async () => {
    const keys = Array.from({ length: 5_000 }, (_, i) => `"key${i}":0`).join(',');
    const response = await postLogin(`{"email":"a@example.com","password":"x",${keys}}`);
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { details: { fields: { message: string }[] } }).details.fields;
    expect(fields.map((field) => field.message)).toContain(
      'Body: Unrecognized keys: key0, key1, key2, key3, key4 and 4995 more',
    );
    expect(response.body.length).toBeLessThan(2_000);
  });
});

describe('the NUL-character walk', () => {
  it('walks any nesting without recursion and reports the path of the first NUL', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findNulCharacter(deep)).toBe(`${'0.'.repeat(199_999)}0`);
    expect(findNulCharacter({ a: [{ b: 'x' }, { 'c\u0000': 1 }] })).toBe('a.1.c\u0000');
    expect(findNulCharacter('\u0000')).toBe('value');
    expect(findNulCharacter({ a: ['x', { b: 2 }] })).toBeUndefined();
  });

  it('measures the shape of JSON text in one pass', () => {
    expect(checkJsonShape('{"a":"[[[[[","b":[[1]]}', 3, 100)).toBe('ok');
    expect(checkJsonShape('[[[[1]]]]', 3, 100)).toBe('too-deep');
    expect(checkJsonShape('[1,2,3,4]', 64, 3)).toBe('too-many-values');
    expect(checkJsonShape('"\\\\"', 1, 1)).toBe('ok');
    // A quote after an odd run of backslashes is inside the string; after an even run it ends it.
    expect(checkJsonShape('["a\\"[[[[[", 1]', 1, 100)).toBe('ok');
    expect(checkJsonShape('{"a":"x\\\\","b":[[1]]}', 2, 100)).toBe('too-deep');
    expect(checkJsonShape('{"a":"unterminated [[[[', 1, 100)).toBe('ok');
  });
});
