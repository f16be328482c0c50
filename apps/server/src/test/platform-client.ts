import type { FastifyInstance } from 'fastify';
import { createPlatformClient, type PlatformClient } from '@backoffice/platform-client';

/** Hands a fetch Request to the app in-process (light-my-request) and the answer back as a fetch Response. */
async function injectFetch(app: FastifyInstance, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await app.inject({
    method: request.method as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
  return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
}

/** The platform client the bots use, calling this test server in-process with an API key. */
export function platformClientOf(server: { app: FastifyInstance }, apiKey: string): PlatformClient {
  return createPlatformClient({
    baseUrl: 'http://backoffice.test',
    apiKey,
    fetch: (request) => injectFetch(server.app, request),
  });
}
