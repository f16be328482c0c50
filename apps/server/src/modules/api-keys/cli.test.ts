import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StalkerAssignment } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, WITHIN_A_SECOND, type TestServer } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';
import { runApiKeyCommand } from './cli.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** Runs `api-key …` against the test server's database, as `npm run cli -- api-key …` does. */
async function apiKey(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runApiKeyCommand(server.database.db, argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const search = (key: string) =>
  server.app.inject({
    method: 'GET',
    url: '/v1/platform/search',
    query: { bot: 'finder_bot', q: 'news' },
    headers: bearer(key),
  });

describe('npm run cli -- api-key', () => {
  it('creates a key printed once that works, lists it by prefix, and revokes it by prefix', async () => {
    const created = await apiKey('create', '--name', 'search bot', '--scopes', 'read,ingest');
    expect(created.status).toBe(0);
    const key = /Key \(shown once, store it now\): (bok_([0-9a-f]{12})_\S+)/.exec(created.out);
    const [, whole = '', prefix = ''] = key ?? [];
    expect(created.out).toContain(`API key "search bot" created (prefix ${prefix}, scopes read,ingest).`);
    // The command line is another process: the server sees its changes within a second (decision 40).
    await expect.poll(async () => (await search(whole)).statusCode, WITHIN_A_SECOND).toBe(200);

    const listed = await apiKey('list');
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/^PREFIX\s+NAME\s+SCOPES\s+STALKERS\s+STATUS\s+CREATED\s+LAST USED/);
    expect(listed.out).toMatch(new RegExp(`${prefix}\\s+search bot\\s+read,ingest\\s+-\\s+Active`));
    expect(listed.out).not.toContain(whole.slice(`bok_${prefix}_`.length));

    const revoked = await apiKey('revoke', '--prefix', prefix);
    expect(revoked).toMatchObject({ status: 0, out: `API key ${prefix} ("search bot") revoked; it no longer works.` });
    await expect
      .poll(async () => (await search(whole)).json<object>(), WITHIN_A_SECOND)
      .toMatchObject({ error_code: 'API_KEY_INVALID' });
    expect((await apiKey('revoke', '--prefix', prefix)).out).toBe(
      `API key ${prefix} ("search bot") was already revoked.`,
    );
    expect((await apiKey('list')).out).toMatch(new RegExp(`${prefix}\\s+search bot\\s+read,ingest\\s+-\\s+Revoked`));

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'api_key')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'api_key.create', actor_email: 'cli' },
      { action: 'api_key.revoke', actor_email: 'cli' },
    ]);
  });

  it('binds a stalker key to the stalkers of --stalkers: it reads theirs and no other', async () => {
    const admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
    const stalkerIds: number[] = [];
    for (const tgId of ['6300000001', '6300000002', '6300000003']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/stalker',
        headers: bearer(admin),
        payload: {
          tg_id: tgId,
          username: `cli_${tgId}`,
          group_type: 'Group',
          session_string: telethonSession(),
          remarks: 'CLI binding',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      stalkerIds.push(json<{ data: { id: number } }>(response).data.id);
    }
    const [first = 0, second = 0, third = 0] = stalkerIds;
    const created = await apiKey(
      'create',
      '--name',
      'stalker worker',
      '--scopes',
      'stalker',
      '--stalkers',
      ` ${second}, ${first}`,
    );
    expect(created.status, created.err).toBe(0);
    const [, whole = '', prefix = ''] =
      /Key \(shown once, store it now\): (bok_([0-9a-f]{12})_\S+)/.exec(created.out) ?? [];
    expect(created.out).toContain(
      `API key "stalker worker" created (prefix ${prefix}, scopes stalker, stalkers ${first},${second}).`,
    );
    const read = (id: number) =>
      server.app.inject({ method: 'GET', url: `/v1/platform/stalker/${id}/assignment`, headers: bearer(whole) });
    expect(json<{ data: StalkerAssignment }>(await read(first)).data.stalker_id).toBe(first);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(third)).json()).toMatchObject({ error_code: 'STALKER_NOT_BOUND' });
    expect((await apiKey('list')).out).toMatch(
      new RegExp(`${prefix}\\s+stalker worker\\s+stalker\\s+${first},${second}\\s+Active`),
    );

    const unknown = await apiKey(
      'create',
      '--name',
      'ghost worker',
      '--scopes',
      'stalker',
      '--stalkers',
      `${first},999999`,
    );
    expect(unknown).toMatchObject({ status: 1, out: '' });
    expect(unknown.err).toContain(`--stalkers: no live stalker has some of these ids (${first},999999)`);
    expect(
      await server.database.db.selectFrom('api_keys').select('id').where('name', '=', 'ghost worker').execute(),
    ).toEqual([]);
  });

  it('refuses bad flags with a clear message and exit code 2, creating nothing', async () => {
    const before = await server.database.db.selectFrom('api_keys').select('id').execute();
    const cases: [string[], RegExp][] = [
      [['create', '--scopes', 'read'], /--name: Name is required/],
      [['create', '--name', 'x', '--scopes', 'read,write'], /--scopes: Scopes is invalid/],
      [['create', '--name', 'x'], /--scopes: Choose at least one scope/],
      [['create', '--name', 'x', '--scopes', 'stalker'], /--stalkers: Choose at least one stalker/],
      [['create', '--name', 'x', '--scopes', 'stalker', '--stalkers', '1,two'], /--stalkers: Stalkers is invalid/],
      [['create', '--name', 'x', '--scopes', 'read', '--stalkers', '1'], /--stalkers: Stalkers is invalid/],
      [['create', '--name', 'x', '--scope', 'read'], /Unknown option '--scope'/],
      [['revoke'], /--prefix is required/],
      [['rotate'], /unknown action "rotate"/],
      [[], /say what to do/],
    ];
    for (const [argv, message] of cases) {
      const result = await apiKey(...argv);
      expect(result.status, argv.join(' ')).toBe(2);
      expect(result.err, argv.join(' ')).toMatch(message);
      expect(result.err).toContain('Usage: npm run cli -- api-key <create|list|revoke>');
    }
    expect(await server.database.db.selectFrom('api_keys').select('id').execute()).toEqual(before);
    const unknown = await apiKey('revoke', '--prefix', '0123456789ab');
    expect(unknown).toMatchObject({ status: 1, err: 'No API key with the prefix 0123456789ab' });
  });
});

describe('the command line process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-cli-keys-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, '../../cli.ts'), ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );

  // The process works on the SQLite file of its DATA_DIR on either test project: this checks the wiring.
  it('exits 0 with the key printed, and 2 on a bad flag', () => {
    const created = cli('api-key', 'create', '--name', 'wired', '--scopes', 'read');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Key \(shown once, store it now\): bok_[0-9a-f]{12}_\S{43}/);
    const bad = cli('api-key', 'create', '--name', 'wired');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--scopes: Choose at least one scope');
  });
});
