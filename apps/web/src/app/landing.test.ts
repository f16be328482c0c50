import { describe, expect, it } from 'vitest';
import { LANDING_ORDER } from '@backoffice/contract';
import { NO_LANDING_PATH, landingAfterSignIn, landingFor } from '@/app/landing';

const allOn = { isFeatureEnabled: () => true };

describe('landing after sign-in', () => {
  it('sends ALL to the first row (role management)', () => {
    expect(landingFor(['ALL'], allOn)).toBe('/user/role-management');
  });

  it('takes the first matching row in the product order', () => {
    expect(landingFor(['USER_ACCOUNT', 'ROLE_MANAGEMENT'], allOn)).toBe('/user/role-management');
    expect(landingFor(['USER_ACCOUNT'], allOn)).toBe('/user/account-management');
  });

  it('skips sections whose feature flag is off', () => {
    expect(landingFor(['ALL'], { isFeatureEnabled: (flag) => flag !== 'USER_MANAGEMENT' })).toBe('/account-list/');
    expect(landingFor(['ROLE_MANAGEMENT'], { isFeatureEnabled: (flag) => flag !== 'USER_MANAGEMENT' })).toBe(
      NO_LANDING_PATH,
    );
  });

  it('follows the landing table for every row, one permission at a time', () => {
    for (const row of LANDING_ORDER) expect(landingFor([row.permission], allOn)).toBe(row.path);
  });

  it('gives users without any section a page that does not loop back to /login', () => {
    expect(landingFor([], allOn)).toBe('/profile/');
  });

  it('sends a role the table does not name to the first page the sidebar offers', async () => {
    expect(await landingAfterSignIn(['WAR_BOT'], allOn)).toBe('/war-bot');
    expect(await landingAfterSignIn(['ADS_KEYWORD_TRACKING'], allOn)).toBe('/marketingtool/ads-keyword-tracking');
    expect(await landingAfterSignIn(['SEARCH_BOT_SPONSOR'], allOn)).toBe('/database/sponsor');
    expect(await landingAfterSignIn(['STALKER', 'WAR_BOT'], allOn)).toBe('/stalker/');
  });

  it('keeps the profile page for a role whose sections are all switched off', async () => {
    expect(await landingAfterSignIn(['WAR_BOT'], { isFeatureEnabled: (flag) => flag !== 'WAR_BOT' })).toBe(
      NO_LANDING_PATH,
    );
  });
});
