import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, PERMISSIONS, type ApiKeyScope, type Permission } from '@backoffice/contract';
import { bearer, createTestApiKey, signInWith, useTestServer } from '../test/harness.js';
import { isGuardedPath } from './auth/guard.js';

const server = useTestServer();

function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1');
}

function guardedRoutes() {
  return server.app.routeCatalogue.filter((route) => isGuardedPath(route.url) && route.access !== 'public');
}

type CatalogueRoute = ReturnType<typeof guardedRoutes>[number];

/** The scope a platform route needs, or undefined for a staff route. */
function apiKeyScope(route: CatalogueRoute): ApiKeyScope | undefined {
  const access = route.access;
  return typeof access === 'object' && !Array.isArray(access) && 'apiKey' in access ? access.apiKey : undefined;
}

const staffRoutes = () => guardedRoutes().filter((route) => apiKeyScope(route) === undefined);
const platformRoutes = () => guardedRoutes().filter((route) => apiKeyScope(route) !== undefined);

describe('every API route', () => {
  it('declares its access, and the registered set covers each API', () => {
    const routes = server.app.routeCatalogue.filter((route) => isGuardedPath(route.url));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 without a token, before looking at the body', async () => {
    for (const route of guardedRoutes()) {
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.hasBody ? { junk: true } : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ error_code: apiKeyScope(route) ? 'API_KEY_INVALID' : 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 with a token that lacks the route’s permission', async () => {
    const tokens = new Map<Permission, string>();
    for (const permission of ['WAR_BOT', 'STALKER'] as const) {
      tokens.set(permission, (await signInWith(server.app, server.admin, [permission])).token);
    }
    for (const route of staffRoutes()) {
      if (route.access === 'authenticated') continue;
      const required = [route.access].flat() as Permission[];
      const outsider = (['WAR_BOT', 'STALKER'] as const).find((permission) => !required.includes(permission));
      const token = tokens.get(outsider as Permission) as string;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(token),
        payload: route.hasBody ? {} : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    }
  });

  it('knows every permission it guards with', () => {
    for (const route of staffRoutes()) {
      for (const permission of [route.access].flat()) {
        if (permission !== 'authenticated') expect(PERMISSIONS).toContain(permission);
      }
    }
  });
});

describe('every platform route', () => {
  it('takes API keys only: 401 API_KEY_INVALID with a staff token, even an ALL holder’s, or an unknown key', async () => {
    expect(platformRoutes().length).toBeGreaterThan(0);
    const unknown = `bok_${'0'.repeat(12)}_${'A'.repeat(43)}`;
    for (const route of platformRoutes()) {
      for (const token of [server.admin, unknown, 'not-a-key']) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(token),
          payload: route.hasBody ? {} : undefined,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toMatchObject({ error_code: 'API_KEY_INVALID' });
      }
    }
  });

  it('answers 403 API_KEY_SCOPE_MISSING with a key that lacks the route’s scope', async () => {
    const keys = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES)
      keys.set(
        scope,
        await createTestApiKey(
          server,
          API_KEY_SCOPES.filter((other) => other !== scope),
        ),
      );
    for (const route of platformRoutes()) {
      const key = keys.get(apiKeyScope(route) as ApiKeyScope) as string;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(key),
        payload: route.hasBody ? {} : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'API_KEY_SCOPE_MISSING' });
    }
  });
});

describe('route declaration', () => {
  it('start-up throws for a /v1 route that does not declare its access', async () => {
    const Fastify = (await import('fastify')).default;
    const { installRouteGuard } = await import('./auth/guard.js');
    const { createContext } = await import('../app.js');
    const app = Fastify();
    installRouteGuard(app, createContext({ config: server.config, database: server.database }));
    expect(() => app.get('/v1/forgotten', async () => ({}))).toThrow(/does not declare its access/);
    expect(() => app.get('/v1/declared', { config: { access: 'BOT' } }, async () => ({}))).not.toThrow();
  });
});
