import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from '@backoffice/contract';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/**
 * The modules a command loads, as Node resolves them: a resolve hook registered after tsx's writes each
 * URL to a file (the hooks run on a thread of their own, whose output does not reach the test).
 */
const modulesDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-cli-modules-'));
afterAll(() => fs.rmSync(modulesDataDir, { recursive: true, force: true }));

function modulesLoadedBy(...args: string[]): string[] {
  const log = path.join(modulesDataDir, 'modules.log');
  fs.rmSync(log, { force: true });
  const hook = `import fs from 'node:fs';
    export async function resolve(specifier, context, next) {
      const resolved = await next(specifier, context);
      fs.appendFileSync(process.env.MODULE_LOG, resolved.url + '\\n');
      return resolved;
    }`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
  spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      path.join(import.meta.dirname, 'cli.ts'),
      ...args,
    ],
    {
      env: { ...process.env, DATA_DIR: modulesDataDir, DATABASE_URL: '', MODULE_LOG: log },
      encoding: 'utf8',
    },
  );
  return fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

/** Each command is a fresh Node process compiling TypeScript with tsx: seconds each on a busy machine. */
const SPAWNING = { timeout: 120_000 };

const isDemoCode = (url: string) => url.includes('/src/demo/') || url.includes('@faker-js');

describe('npm run cli without the demo', SPAWNING, () => {
  it('loads neither the demo nor Faker for an operations command or the help', () => {
    for (const command of [['migrate'], ['api-key', 'list'], ['help']]) {
      const modules = modulesLoadedBy(...command);
      // The log works: it holds the command's own modules.
      expect(
        modules.some((url) => url.endsWith('/src/cli.ts')),
        command.join(' '),
      ).toBe(true);
      expect(
        modules.filter((url) => isDemoCode(url) && !url.endsWith('/src/demo/usage.ts')),
        command.join(' '),
      ).toEqual([]);
    }
  });

  it('loads the demo and Faker when the demo runs', () => {
    // A wrong option stops the demo right after its code is loaded.
    const modules = modulesLoadedBy('demo', '--scale', 'huge');
    expect(modules.some((url) => url.includes('@faker-js/faker'))).toBe(true);
  });
});

const productionDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-cli-production-'));
afterAll(() => fs.rmSync(productionDataDir, { recursive: true, force: true }));

/** The command line as a production install runs it: `name` is not installed, and resolving it fails as Node's does. */
function cliWithout(name: string, ...args: string[]) {
  const hook = `export async function resolve(specifier, context, next) {
      if (specifier === ${JSON.stringify(name)} || specifier.startsWith(${JSON.stringify(`${name}/`)})) {
        throw Object.assign(new Error("Cannot find package '" + specifier + "' imported from " + context.parentURL), { code: 'ERR_MODULE_NOT_FOUND' });
      }
      return next(specifier, context);
    }`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      path.join(import.meta.dirname, 'cli.ts'),
      ...args,
    ],
    {
      env: { ...process.env, DATA_DIR: productionDataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run demo in a production install', SPAWNING, () => {
  it('says the demo needs the development packages, and stops before touching the database', () => {
    for (const name of ['@faker-js/faker', 'cli-progress']) {
      const demo = cliWithout(name, 'demo');
      expect(demo.status, name).toBe(1);
      expect(demo.err, name).toContain(
        `The demo needs @faker-js/faker and cli-progress, development packages that this install leaves out (${name} is missing).`,
      );
      expect(demo.err, name).toContain('npm ci --omit=dev');
      expect(demo.err, name).not.toContain('    at ');
    }
    expect(fs.existsSync(path.join(productionDataDir, 'backoffice.db'))).toBe(false);
  });
});

// The command line works on the SQLite file of DATA_DIR: the SQLite project runs this file, the PostgreSQL one excludes it.
describe('npm run cli', SPAWNING, () => {
  it('migrates, creates an admin with a password shown once, and resets a password', () => {
    expect(cli('migrate').out).toContain('Applied: 001_staff_and_audit');
    expect(cli('migrate').out).toContain('The database is up to date.');

    const created = cli('create-admin', '--email', 'ops@example.com');
    expect(created.status).toBe(0);
    const password = /Password \(shown once, must be changed at first sign-in\): (\S+)/.exec(created.out)?.[1] ?? '';
    expect(meetsPasswordPolicy(password)).toBe(true);

    // Someone who lost every second factor and recovery code: the reset is the way back in.
    const file = new SqliteDatabase(path.join(dataDir, 'backoffice.db'));
    const factorRows = () =>
      file.prepare('select (select count(*) from mfa_totp) + (select count(*) from mfa_recovery_codes) as n').get() as {
        n: number;
      };
    const { id } = file.prepare("select id from accounts where email = 'ops@example.com'").get() as { id: number };
    const now = new Date().toISOString();
    file
      .prepare('insert into mfa_totp (account_id, secret_sealed, enabled_at, updated_at) values (?, ?, ?, ?)')
      .run(id, '1.x.y', now, now);
    file
      .prepare('insert into mfa_recovery_codes (account_id, code_hash, created_at) values (?, ?, ?)')
      .run(id, 'h', now);
    expect(factorRows().n).toBe(2);

    const reset = cli('reset-password', '--email', 'ops@example.com', '--password', 'Chosen@Kite12');
    expect(reset.status).toBe(0);
    expect(reset.out).toContain('Password of ops@example.com reset; its sessions have ended.');
    expect(reset.out).toContain(
      'Its two-step sign-in methods (authenticator app, passkeys, recovery codes) are removed.',
    );
    expect(reset.out).not.toContain('Chosen@Kite12');
    expect(factorRows().n).toBe(0);
    file.close();
  });

  it('refuses a backup into a directory that does not exist, and into one that does', () => {
    const nightly = path.join(dataDir, 'nightly');
    const refused = cli('backup', '--to', nightly);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain(`There is no directory ${nightly}: create it first (mkdir -p ${nightly})`);
    expect(fs.existsSync(nightly)).toBe(false);

    fs.mkdirSync(nightly);
    const taken = cli('backup', '--to', nightly);
    expect(taken.status, taken.err).toBe(0);
    expect(fs.readdirSync(nightly)).toEqual([expect.stringMatching(/^backoffice-\d{8}T\d{6}Z\.db$/)]);
  });

  it('refuses a weak password, an unknown account and an unknown command', () => {
    expect(cli('create-admin', '--email', 'x@example.com', '--password', 'weak').err).toContain(
      'does not meet the policy',
    );
    expect(cli('create-admin', '--email', 'x@example.com', '--password', 'Password1!').err).toContain(
      'The password is too common',
    );
    expect(cli('reset-password', '--email', 'ops@example.com', '--password', 'Qwerty123!').err).toContain(
      'The password is too common',
    );
    expect(cli('reset-password', '--email', 'nobody@example.com').err).toContain(
      'No account with the e-mail nobody@example.com',
    );
    const unknown = cli('launch');
    expect(unknown.status).toBe(2);
    expect(unknown.out).toContain('Usage: npm run cli -- <command>');
  });
});
