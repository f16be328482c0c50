import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Stalker } from '@backoffice/contract';
import { SessionCipher, loadSessionKeys, SESSION_KEY_FILE } from '../../platform/crypto/index.js';
import { bearer, json, useTestServer } from '../../test/harness.js';
import { runRotateKeyCommand } from './cli.js';
import { gramJsSession, pyrogramSession, telethonSession } from '../../test/stalker-sessions.js';

const KEY_ONE = crypto.randomBytes(32).toString('base64');
const KEY_TWO = crypto.randomBytes(32).toString('base64');

const server = useTestServer({ STALKER_SESSION_KEYS: `1:${KEY_ONE}` });

function collect() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

describe('npm run cli -- rotate-key', () => {
  it('re-encrypts every session string with the newest key, in batches, and is idempotent', async () => {
    const sessions = [telethonSession(), pyrogramSession(), gramJsSession(), telethonSession(true), pyrogramSession()];
    const ids: number[] = [];
    for (const [index, session] of sessions.entries()) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/stalker',
        headers: bearer(server.admin),
        payload: {
          tg_id: String(9_100_000 + index),
          username: `rotating_${index}`,
          group_type: 'Group',
          session_string: session,
          remarks: 'Rotation',
        },
      });
      ids.push(json<{ data: Stalker }>(response).data.id);
    }
    const rotatedConfig = { ...server.config, STALKER_SESSION_KEYS: `2:${KEY_TWO},1:${KEY_ONE}` };
    const first = collect();
    expect(await runRotateKeyCommand(server.database.db, rotatedConfig, first.io, 2)).toBe(0);
    expect(first.out.at(-1)).toBe('Re-encrypted: 5. Still on an older key: 0.');
    expect(first.out.filter((line) => line.includes('so far'))).toHaveLength(3);

    const rows = await server.database.db
      .selectFrom('stalkers')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const newKeysOnly = new SessionCipher(
      loadSessionKeys({ DATA_DIR: server.config.DATA_DIR, STALKER_SESSION_KEYS: `2:${KEY_TWO}` }),
    );
    for (const [index, row] of rows.entries()) {
      expect(row.session_key_version).toBe(2);
      expect(JSON.stringify(row)).not.toContain(sessions[index]?.slice(1, 40));
      const opened = newKeysOnly.open(
        { ciphertext: row.session_ciphertext ?? '', nonce: row.session_nonce ?? '', keyVersion: 2 },
        row.id,
      );
      expect(opened).toBe(sessions[index]);
    }

    const again = collect();
    expect(await runRotateKeyCommand(server.database.db, rotatedConfig, again.io)).toBe(0);
    expect(again.out.at(-1)).toBe('Re-encrypted: 0. Still on an older key: 0.');
  });

  it('reports rows no configured key opens, and leaves them as they are', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/stalker',
      headers: bearer(server.admin),
      payload: {
        tg_id: '9200001',
        username: 'orphaned_one',
        group_type: 'Group',
        session_string: telethonSession(),
        remarks: 'Rotation',
      },
    });
    const id = json<{ data: Stalker }>(response).data.id;
    const withoutKeyOne = {
      ...server.config,
      STALKER_SESSION_KEYS: `3:${crypto.randomBytes(32).toString('base64')},2:${KEY_TWO}`,
    };
    const run = collect();
    expect(await runRotateKeyCommand(server.database.db, withoutKeyOne, run.io)).toBe(1);
    expect(run.err.join('\n')).toContain('1 session string(s) could not be decrypted');
    const row = await server.database.db
      .selectFrom('stalkers')
      .select('session_key_version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.session_key_version).toBe(1);
  });
});

describe('the encryption key', () => {
  it('is generated once into DATA_DIR/keys with mode 0600 when STALKER_SESSION_KEYS is unset', () => {
    const dataDir = fs.mkdtempSync(path.join(server.config.DATA_DIR, 'keyfile-'));
    const first = loadSessionKeys({ DATA_DIR: dataDir, STALKER_SESSION_KEYS: undefined });
    const file = path.join(dataDir, 'keys', SESSION_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSessionKeys({ DATA_DIR: dataDir, STALKER_SESSION_KEYS: undefined });
    expect(second).toEqual(first);
    // Its content moves into the variable as version 1 when rotation starts.
    const content = fs.readFileSync(file, 'utf8').trim();
    expect(loadSessionKeys({ DATA_DIR: dataDir, STALKER_SESSION_KEYS: `1:${content}` })).toEqual(first);
  });

  it('refuses short keys and keys not listed newest first, without printing them', () => {
    const short = crypto.randomBytes(16).toString('base64');
    expect(() => loadSessionKeys({ DATA_DIR: server.config.DATA_DIR, STALKER_SESSION_KEYS: `1:${short}` })).toThrow(
      'key version 1 must be at least 32 bytes',
    );
    expect(() =>
      loadSessionKeys({ DATA_DIR: server.config.DATA_DIR, STALKER_SESSION_KEYS: `1:${KEY_ONE},2:${KEY_TWO}` }),
    ).toThrow('newest first');
  });
});
