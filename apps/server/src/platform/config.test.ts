import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes yes or no', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes the proxies’ addresses and ranges, so only they are believed', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('refuses start-up naming an entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not an IP address or CIDR range/);
  });
});

describe('EXPORT_CLAIM_TIMEOUT_SECONDS', () => {
  it('defaults to 30 s and refuses a bound shorter than a heartbeat can keep', () => {
    expect(loadConfig({}).EXPORT_CLAIM_TIMEOUT_SECONDS).toBe(30);
    expect(() => loadConfig({ EXPORT_CLAIM_TIMEOUT_SECONDS: '1' })).toThrow(/EXPORT_CLAIM_TIMEOUT_SECONDS/);
  });
});
