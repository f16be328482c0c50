import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, useTestServer } from '../../test/harness.js';

function capture(): { stream: PassThrough; lines: () => Record<string, unknown>[]; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the request log at info', () => {
  const log = capture();
  const server = useTestServer({ LOG_LEVEL: 'info' }, log.stream);

  it('writes one line per request: method, route, status, duration and request id, never headers or credentials', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const before = log.lines().length;
    await server.app.inject({
      method: 'GET',
      url: '/um/v1/auth/me?token=query-secret',
      headers: { ...bearer(session.access_token), 'x-custom': 'header-value' },
    });
    const missing = await server.app.inject({ method: 'GET', url: '/v1/nowhere?auth_at=query-secret' });
    const lines = log.lines().slice(before);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/um/v1/auth/me',
        status: 200,
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
      expect.objectContaining({ msg: 'request', method: 'GET', route: '/v1/nowhere', status: 404 }),
    ]);
    expect(missing.statusCode).toBe(404);
    const text = log.text();
    for (const secret of [session.access_token, session.refresh_token, ADMIN.password, 'query-secret', 'header-value'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('"headers"');
  });

  it('names the route by its pattern, not by the ids in the path', async () => {
    const session = await login(server.app, ADMIN.email, ADMIN.password);
    const before = log.lines().length;
    await server.app.inject({ method: 'GET', url: '/um/v1/roles/1', headers: bearer(session.access_token) });
    expect(log.lines().slice(before)).toEqual([expect.objectContaining({ route: '/um/v1/roles/:id', status: 200 })]);
  });
});

describe('the request log at warn', () => {
  const log = capture();
  const server = useTestServer({ LOG_LEVEL: 'warn' }, log.stream);

  it('writes nothing for answered requests', async () => {
    const before = log.lines().length;
    await server.app.inject({ method: 'GET', url: '/v1/ping' });
    await server.app.inject({ method: 'GET', url: '/v1/nowhere' });
    expect(log.lines().slice(before)).toEqual([]);
  });
});

describe('log lines on standard output', () => {
  /** A process that logs through loggerOptions' own standard output, then ends as the script says. */
  function run(ending: string): { stdout: string; status: number | null } {
    const logging = path.join(import.meta.dirname, 'logging.ts');
    const script = `import Fastify from 'fastify'; import { loggerOptions } from ${JSON.stringify(logging)};
      const app = Fastify({ logger: loggerOptions('info') });
      app.log.info('first line'); app.log.error('last words');
      ${ending}`;
    const result = spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 30_000 },
    );
    return { stdout: result.stdout, status: result.status };
  }

  it('are all written when the process ends, even on an uncaught error', () => {
    for (const ending of ['process.exit(0);', "setTimeout(() => { throw new Error('boom'); }, 0);", '']) {
      const { stdout } = run(ending);
      expect(stdout, ending).toContain('"msg":"first line"');
      expect(stdout, ending).toContain('"msg":"last words"');
    }
  });
});
