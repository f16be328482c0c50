import { describe, expect, it } from 'vitest';
import { useSuite } from '../support/suite.js';
import { pathOf } from '../support/ui.js';

/** The not-found view. */
const suite = useSuite();

describe('unknown routes', () => {
  it('shows Not Found for an address no page answers, to a visitor', async () => {
    const { page } = await suite.open();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/no-such-page');
  });

  it('shows Not Found for an unknown address to a signed-in user', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/user/no-such-page');
    await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/user/no-such-page');
  });
});

describe('a console whose code keeps failing to load', () => {
  it('reloads once, then shows Something went wrong! with Show Error / Hide Error instead of a blank page', async () => {
    const { page } = await suite.openSignedIn();
    let refused = 0;
    // The console's route tree, as when a newer build replaced this one and the old file is gone for good.
    await page.route(
      (url) => /\/assets\/routeTree\.gen-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        refused += 1;
        await route.abort();
      },
    );
    await page.goto('/keyword/forward');
    await page.getByRole('heading', { name: 'Something went wrong!', level: 1 }).waitFor();
    expect(refused).toBe(2);
    const toggle = page.getByRole('button', { name: 'Show Error' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByText(/dynamically imported module|Importing a module script failed/).waitFor();
    await page.getByRole('button', { name: 'Hide Error' }).click();
    await page.getByRole('button', { name: 'Show Error' }).waitFor();
    expect(await page.getByText(/dynamically imported module/).isVisible()).toBe(false);
  });
});
