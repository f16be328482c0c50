import { beforeAll, describe, expect, it } from 'vitest';
import { LANDING_ORDER } from '@backoffice/contract';
import { createStaff } from '../support/api.js';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { pathOf, signIn, signInAndLand, waitForPath } from '../support/ui.js';

/**
 * Where a user lands after signing in: the first row of the landing table whose permission
 * the user holds. Sections not built yet may show Not Found there; only the address is checked.
 */
const suite = useSuite();

/** One account per row, holding only that row's permission. */
const staff = new Map<string, { email: string; password: string }>();

beforeAll(async () => {
  const token = await suite.adminToken();
  for (const row of LANDING_ORDER) {
    staff.set(
      row.permission,
      await createStaff(suite.baseUrl, token, `Only ${row.permission}`.slice(0, 30), [row.permission]),
    );
  }
});

describe('landing after sign-in', () => {
  it.each(LANDING_ORDER.map((row, index) => ({ ...row, rank: index + 1 })))(
    'row $rank: a user with only $permission lands on $path',
    async ({ permission, path }) => {
      const credentials = staff.get(permission);
      if (!credentials) throw new Error(`no account for ${permission}`);
      const { page } = await suite.open();
      // The table lands a restrict-only user on the forward page (row 5), which passes them on to the one
      // keyword list they may open instead of showing "You do not have permission".
      const expected = permission === 'KEYWORD_RESTRICT' ? '/keyword/restrict' : path;
      await signIn(page, credentials.email, credentials.password);
      await page.waitForURL((url) => url.pathname === expected);
      expect(pathOf(page)).toBe(expected);
    },
  );

  // Sections the landing table does not name: the user goes to the first one the sidebar offers,
  // never to the "no section" notice while the sidebar shows a way in.
  it.each([
    { permission: 'WAR_BOT', path: '/war-bot', heading: 'Group Activity Analysis' },
    {
      permission: 'ADS_KEYWORD_TRACKING',
      path: '/marketingtool/ads-keyword-tracking',
      heading: 'Ads Keyword Tracking',
    },
    { permission: 'SEARCH_BOT_SPONSOR', path: '/database/sponsor', heading: 'Sponsor' },
  ] as const)(
    'a user with only $permission lands on the first section the sidebar offers ($path)',
    async ({ permission, path, heading }) => {
      const credentials = await createStaff(
        suite.baseUrl,
        await suite.adminToken(),
        `Unlisted ${permission}`.slice(0, 30),
        [permission],
      );
      const { page } = await suite.open();
      await signIn(page, credentials.email, credentials.password);
      await waitForPath(page, new RegExp(`^${path}/?$`));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByText('Your role does not give access to any section yet').count()).toBe(0);
    },
  );

  it('a user whose sections are all switched off lands on the profile page with the notice', async () => {
    const credentials = await createStaff(suite.baseUrl, await suite.adminToken(), 'War Bot Flag Off', ['WAR_BOT']);
    const { context, page } = await suite.open();
    await context.addCookies([{ name: 'hi7-ff-WAR_BOT', value: 'false', url: suite.baseUrl }]);
    await signIn(page, credentials.email, credentials.password);
    await waitForPath(page, '/profile/');
    await page.getByText('Your role does not give access to any section yet', { exact: false }).first().waitFor();
  });

  it('a user with ALL lands on the first row', async () => {
    const { page } = await suite.open();
    const first = LANDING_ORDER[0];
    expect(await signInAndLand(page, ADMIN.email, ADMIN.password)).toBe(first.path);
  });
});
