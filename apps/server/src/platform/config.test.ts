import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, oidcConfigOf } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes yes or no', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes the proxies’ addresses and ranges, so only they are believed', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses start-up naming an entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" is not an IP address or CIDR range/,
    );
  });
});

describe('EXPORT_CLAIM_TIMEOUT_SECONDS', () => {
  it('defaults to 30 s and refuses a bound shorter than a heartbeat can keep', () => {
    expect(loadConfig({}).EXPORT_CLAIM_TIMEOUT_SECONDS).toBe(30);
    expect(() => loadConfig({ EXPORT_CLAIM_TIMEOUT_SECONDS: '1' })).toThrow(/EXPORT_CLAIM_TIMEOUT_SECONDS/);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('is unset, keeping the audit log for ever, unless given a number of days', () => {
    expect(loadConfig({}).AUDIT_RETENTION_DAYS).toBeUndefined();
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '' }).AUDIT_RETENTION_DAYS).toBeUndefined();
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' }).AUDIT_RETENTION_DAYS).toBe(365);
  });

  it('refuses start-up naming it for no days, a fraction or words', () => {
    for (const value of ['0', '-30', '1.5', 'forever', '36501'])
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value }), value).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});

describe('OIDC_* (single sign-on)', () => {
  const complete = {
    OIDC_ISSUER_URL: 'https://sso.example.com/realms/backoffice',
    OIDC_CLIENT_ID: 'backoffice',
    OIDC_CLIENT_SECRET: 'a-secret',
    OIDC_DISPLAY_NAME: 'Company SSO',
    OIDC_ROLE_MAPPING: 'ops-admins=Super Admin, marketing = Marketing',
  };

  it('is off when none is set, and on with all of them, the mapping in its order', () => {
    expect(oidcConfigOf(loadConfig({}))).toBeUndefined();
    expect(oidcConfigOf(loadConfig(complete))).toMatchObject({
      groupsClaim: 'groups',
      roleMapping: [
        { group: 'ops-admins', role: 'Super Admin' },
        { group: 'marketing', role: 'Marketing' },
      ],
      redirectUrl: undefined,
    });
  });

  it('stops the start naming what is missing when only some are set', () => {
    const { OIDC_CLIENT_SECRET: _secret, OIDC_ROLE_MAPPING: _mapping, ...partial } = complete;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      /OIDC_CLIENT_SECRET: required for single sign-on[\s\S]*OIDC_ROLE_MAPPING: required for single sign-on/,
    );
  });

  it('refuses a mapping entry that is not group=Role, and plain http away from loopback', () => {
    expect(() => loadConfig({ ...complete, OIDC_ROLE_MAPPING: 'ops-admins' })).toThrow(
      /OIDC_ROLE_MAPPING: "ops-admins" is not group=Role/,
    );
    expect(() => loadConfig({ ...complete, OIDC_ISSUER_URL: 'http://sso.example.com' })).toThrow(
      /OIDC_ISSUER_URL: must use https/,
    );
    expect(oidcConfigOf(loadConfig({ ...complete, OIDC_ISSUER_URL: 'http://127.0.0.1:8081' }))?.issuerUrl).toBe(
      'http://127.0.0.1:8081',
    );
    expect(() => loadConfig({ ...complete, OIDC_REDIRECT_URL: 'https://console.example.com/elsewhere' })).toThrow(
      /OIDC_REDIRECT_URL/,
    );
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  const primary = { DATABASE_URL: 'postgres://backoffice:primary-secret@db:5432/backoffice' };

  it('is unset unless given, and takes PostgreSQL URLs separated by commas', () => {
    expect(loadConfig(primary).DATABASE_REPLICA_URLS).toBeUndefined();
    expect(
      loadConfig({
        ...primary,
        DATABASE_REPLICA_URLS: 'postgres://r:s@replica-1:5432/backoffice, postgresql://r:s@replica-2/backoffice',
      }).DATABASE_REPLICA_URLS,
    ).toEqual(['postgres://r:s@replica-1:5432/backoffice', 'postgresql://r:s@replica-2/backoffice']);
  });

  it('refuses start-up without a PostgreSQL primary, saying so', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r:s@replica-1/backoffice' })).toThrow(
      /DATABASE_REPLICA_URLS: read replicas need PostgreSQL: set DATABASE_URL/,
    );
  });

  it('names a wrong entry by its place, never quoting it (it may hold a password)', () => {
    const refusal = () =>
      loadConfig({ ...primary, DATABASE_REPLICA_URLS: 'postgres://r:s@replica-1/b,mysql://r:replica-secret@x/b' });
    expect(refusal).toThrow(/DATABASE_REPLICA_URLS: entry 2 must start with postgres:\/\/ or postgresql:\/\//);
    expect(refusal).not.toThrow(/replica-secret/);
    expect(() => loadConfig({ ...primary, DATABASE_REPLICA_URLS: ' , ' })).toThrow(
      /DATABASE_REPLICA_URLS: must list at least one/,
    );
    expect(() =>
      loadConfig({ ...primary, DATABASE_REPLICA_URLS: 'postgres://r@replica-1/b,postgres://r@replica-1/b' }),
    ).toThrow(/DATABASE_REPLICA_URLS: lists a URL twice/);
  });
});

describe('DATABASE_REPLICA_MAX_LAG_SECONDS and DATABASE_REPLICA_CHECK_INTERVAL_MS', () => {
  it('default to a 5 s bound checked every second', () => {
    const config = loadConfig({});
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(5);
    expect(config.DATABASE_REPLICA_CHECK_INTERVAL_MS).toBe(1000);
  });

  it('refuse a bound under a second, and checks further apart than the bound', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(/DATABASE_REPLICA_MAX_LAG_SECONDS/);
    expect(() => loadConfig({ DATABASE_REPLICA_CHECK_INTERVAL_MS: '50' })).toThrow(
      /DATABASE_REPLICA_CHECK_INTERVAL_MS/,
    );
    expect(() =>
      loadConfig({ DATABASE_REPLICA_MAX_LAG_SECONDS: '2', DATABASE_REPLICA_CHECK_INTERVAL_MS: '3000' }),
    ).toThrow(/DATABASE_REPLICA_CHECK_INTERVAL_MS: must be at most DATABASE_REPLICA_MAX_LAG_SECONDS/);
  });
});
