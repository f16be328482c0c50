import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.js';
import { misspeltVariables } from './config-spelling.js';

describe('misspelt variables', () => {
  it('names a misspelt setting with the setting it is closest to', () => {
    expect(
      misspeltVariables({ DATABSE_URL: 'postgres://db/backoffice', PORTS: '8080', TOKEN_SIGNING_KY: 'x' }),
    ).toEqual([
      { variable: 'DATABSE_URL', closest: 'DATABASE_URL' },
      { variable: 'PORTS', closest: 'PORT' },
      { variable: 'TOKEN_SIGNING_KY', closest: 'TOKEN_SIGNING_KEY' },
    ]);
  });

  it('names a misspelt audit retention, however it is worded', () => {
    expect(misspeltVariables({ AUDIT_RETENTION_DAY: '90', AUDIT_LOG_RETENTION_DAYS: '90' })).toEqual([
      { variable: 'AUDIT_LOG_RETENTION_DAYS', closest: 'AUDIT_RETENTION_DAYS' },
      { variable: 'AUDIT_RETENTION_DAY', closest: 'AUDIT_RETENTION_DAYS' },
    ]);
  });

  it('names a setting written in lower case', () => {
    expect(misspeltVariables({ database_url: 'postgres://db/backoffice' })).toEqual([
      { variable: 'database_url', closest: 'DATABASE_URL' },
    ]);
  });

  it('names an unknown variable with a prefix of the settings, however far from each', () => {
    expect(misspeltVariables({ DB_PASSWORD: 'x', EXPORT_DIR: '/exports', WEBAUTHN_NAME: 'Backoffice' })).toEqual([
      { variable: 'DB_PASSWORD', closest: 'DB_POOL_MAX' },
      { variable: 'EXPORT_DIR', closest: 'EXPORT_WORKER' },
      { variable: 'WEBAUTHN_NAME', closest: 'WEBAUTHN_RP_ID' },
    ]);
  });

  it('leaves the settings themselves and the usual variables of a machine alone', () => {
    const settings = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, 'x']));
    const machine = {
      HOME: '/root',
      PATH: '/usr/bin',
      TERM: 'xterm',
      HOSTNAME: 'vm',
      USER: 'root',
      PWD: '/app',
      SHELL: '/bin/sh',
    };
    const node = {
      NODE_ENV: 'production',
      NODE_OPTIONS: '',
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      npm_lifecycle_event: 'start',
      npm_package_name: 'backoffice',
    };
    expect(misspeltVariables({ ...settings, ...machine, ...node })).toEqual([]);
  });
});
