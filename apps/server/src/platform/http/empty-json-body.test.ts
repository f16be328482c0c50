import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_KEY_SCOPES } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, login, startTestServer, type TestServer } from '../../test/harness.js';

/**
 * Many HTTP clients (the spec's among them) send `Content-Type: application/json` on every request,
 * also on a DELETE or a POST that carries nothing. Such a request must be answered exactly as the
 * same request without a body: two servers in the same state get the same requests, one with an
 * empty JSON body and one with none, route by route over the whole route table.
 */
interface Caller {
  server: TestServer;
  staffToken: string;
  apiKey: string;
}

let withEmptyJson: Caller;
let withoutBody: Caller;

async function caller(): Promise<Caller> {
  const server = await startTestServer();
  const staffToken = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
  return { server, staffToken, apiKey: await createTestApiKey(server, API_KEY_SCOPES) };
}

beforeAll(async () => {
  [withEmptyJson, withoutBody] = await Promise.all([caller(), caller()]);
});
afterAll(async () => {
  await Promise.all([withEmptyJson.server.close(), withoutBody.server.close()]);
});

type Route = TestServer['app']['routeCatalogue'][number];

function send(who: Caller, route: Route, emptyJson: boolean): Promise<LightMyRequestResponse> {
  const isPlatform = typeof route.access === 'object' && !Array.isArray(route.access);
  const headers = {
    ...bearer(isPlatform ? who.apiKey : who.staffToken),
    ...(emptyJson ? { 'content-type': 'application/json' } : {}),
  };
  // A well-formed id of no record: every route with an id answers its own 404 (or validation) either way.
  const url = route.url.replace(/:[A-Za-z_]+/g, '999999');
  return who.server.app.inject({ method: route.method as 'POST', url, headers, ...(emptyJson ? { payload: '' } : {}) });
}

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  return response.statusCode >= 400 ? (response.json() as { error_code: string }).error_code : undefined;
}

describe('a JSON content type with an empty body', () => {
  it('is answered on every route as the same request without a body', async () => {
    const routes = withEmptyJson.server.app.routeCatalogue
      .filter((route) => route.method !== 'GET')
      // Signing out ends the session both servers' later requests are made with: it goes last.
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const [emptyJson, noBody] = [await send(withEmptyJson, route, true), await send(withoutBody, route, false)];
      expect(emptyJson.statusCode, `${label} → ${emptyJson.body}`).toBeLessThan(500);
      expect({ status: emptyJson.statusCode, error_code: errorCodeOf(emptyJson) }, label).toEqual({
        status: noBody.statusCode,
        error_code: errorCodeOf(noBody),
      });
      // A route that needs a body says which field is missing, as it does for any other incomplete body.
      if (route.bodySchema && !z.safeParse(route.bodySchema, undefined).success) {
        expect(emptyJson.statusCode, label).toBe(400);
        expect(emptyJson.json(), label).toMatchObject({
          error_code: 'VALIDATION_FAILED',
          details: { fields: [{ field: expect.any(String) }] },
        });
      }
    }
  });
});
