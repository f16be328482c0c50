import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from './bootstrap.js';
import { loadConfig } from './platform/config.js';
import { openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';

// What is checked is the configuration, before any account exists: an empty SQLite file is enough on both projects.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bootstrap-'));
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  await migrateToLatest(handle);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('first administrator from the environment', () => {
  it.each(['Admin@12345', 'Password1!'])(
    'refuses the common ADMIN_PASSWORD %s at start-up with a clear message',
    async (password) => {
      await expect(
        ensureFirstAdmin(handle.db, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: password }),
      ).rejects.toThrow('ADMIN_PASSWORD is too common');
      expect(await handle.db.selectFrom('accounts').select('id').execute()).toHaveLength(0);
    },
  );

  it('accepts an uncommon one', async () => {
    await expect(
      ensureFirstAdmin(handle.db, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Lantern@Admin42' }),
    ).resolves.toMatchObject({ email: 'admin@example.com' });
  });
});
