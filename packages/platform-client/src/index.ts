import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths } from './schema.js';
export type PlatformClient = Client<paths>;

export interface PlatformClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the Backoffice server answers, e.g. `https://backoffice.example.com`. */
  baseUrl: string;
  /** A platform API key (`bok_<prefix>_<secret>`) with the scopes the calls need: read, ingest or stalker. */
  apiKey: string;
}

/**
 * A typed client for the platform API: paths, queries, bodies, answers and error bodies come from
 * the server's OpenAPI document (`schema.ts`, generated; see the README of this package's folder).
 */
export function createPlatformClient({ apiKey, ...options }: PlatformClientOptions): PlatformClient {
  const client = createClient<paths>(options);
  const authorize: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
  client.use(authorize);
  return client;
}
