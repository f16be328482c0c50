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
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

// The command line works on the SQLite file of DATA_DIR: the SQLite project runs this file, the PostgreSQL one excludes it.
describe('npm run cli', () => {
  it('migrates, creates an admin with a password shown once, and resets a password', () => {
    expect(cli('migrate').out).toContain('Applied: 001_staff_and_audit');
    expect(cli('migrate').out).toContain('The database is up to date.');

    const created = cli('create-admin', '--email', 'ops@example.com');
    expect(created.status).toBe(0);
    const password = /Password \(shown once, must be changed at first sign-in\): (\S+)/.exec(created.out)?.[1] ?? '';
    expect(meetsPasswordPolicy(password)).toBe(true);

    // Someone who lost every second factor and recovery code: the reset is the way back in.
    const file = new SqliteDatabase(path.join(dataDir, 'backoffice.db'));
    const factorRows = () => file.prepare('select (select count(*) from mfa_totp) + (select count(*) from mfa_recovery_codes) as n').get() as { n: number };
    const { id } = file.prepare("select id from accounts where email = 'ops@example.com'").get() as { id: number };
    const now = new Date().toISOString();
    file.prepare('insert into mfa_totp (account_id, secret_sealed, enabled_at, updated_at) values (?, ?, ?, ?)').run(id, '1.x.y', now, now);
    file.prepare('insert into mfa_recovery_codes (account_id, code_hash, created_at) values (?, ?, ?)').run(id, 'h', now);
    expect(factorRows().n).toBe(2);

    const reset = cli('reset-password', '--email', 'ops@example.com', '--password', 'Chosen@Kite12');
    expect(reset.status).toBe(0);
    expect(reset.out).toContain('Password of ops@example.com reset; its sessions have ended.');
    expect(reset.out).toContain('Its two-step sign-in methods (authenticator app, passkeys, recovery codes) are removed.');
    expect(reset.out).not.toContain('Chosen@Kite12');
    expect(factorRows().n).toBe(0);
    file.close();
  });

  it('refuses a weak password, an unknown account and an unknown command', () => {
    expect(cli('create-admin', '--email', 'x@example.com', '--password', 'weak').err).toContain('does not meet the policy');
    expect(cli('create-admin', '--email', 'x@example.com', '--password', 'Password1!').err).toContain('The password is too common');
    expect(cli('reset-password', '--email', 'ops@example.com', '--password', 'Qwerty123!').err).toContain('The password is too common');
    expect(cli('reset-password', '--email', 'nobody@example.com').err).toContain('No account with the e-mail nobody@example.com');
    const unknown = cli('launch');
    expect(unknown.status).toBe(2);
    expect(unknown.out).toContain('Usage: npm run cli -- <command>');
  });
});
