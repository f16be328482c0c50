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
