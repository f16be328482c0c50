import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import { PUBLIC_PAGES, isPublicPath } from '@/app/router';

describe('the public route tree', () => {
  it('wires each public page as the generated route tree does', () => {
    const rootChildren = Object.values(routeTree.children ?? {});
    for (const [route, path] of PUBLIC_PAGES) {
      expect(rootChildren, path).toContain(route);
      expect(route.options, path).toMatchObject({ path });
    }
  });

  it('starts the sign-in and other public pages without the console, and everything else with it', () => {
    for (const path of ['/', '/login', '/login/', '/reset-password/', '/success-password-changed', '/feature-flag/']) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of ['/keyword/forward', '/user/', '/login/extra', '/profile/', '/no-such-page']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});
