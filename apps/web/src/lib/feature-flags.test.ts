import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@backoffice/contract';
import { getCookie } from '@/lib/cookies';
import { featureFlagCookie, isFeatureEnabled, setFeatureEnabled } from '@/lib/feature-flags';

afterEach(() => {
  for (const flag of FEATURE_FLAGS) setFeatureEnabled(flag, true);
});

describe('feature flags', () => {
  it('are all on by default', () => {
    for (const flag of FEATURE_FLAGS) expect(isFeatureEnabled(flag)).toBe(true);
  });

  it('are kept in hi7-ff-<FLAG> cookies', () => {
    setFeatureEnabled('WAR_BOT', false);
    expect(featureFlagCookie('WAR_BOT')).toBe('ff-WAR_BOT');
    expect(getCookie('ff-WAR_BOT')).toBe('false');
    expect(document.cookie).toContain('hi7-ff-WAR_BOT=false');
    expect(isFeatureEnabled('WAR_BOT')).toBe(false);
  });
});
