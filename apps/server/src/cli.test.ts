import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

    const reset = cli('reset-password', '--email', 'ops@example.com', '--password', 'Chosen@Kite12');
    expect(reset.status).toBe(0);
    expect(reset.out).toContain('Password of ops@example.com reset; its sessions have ended.');
    expect(reset.out).not.toContain('Chosen@Kite12');
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
