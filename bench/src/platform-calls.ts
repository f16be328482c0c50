import { createPlatformClient, type paths } from '@backoffice/platform-client';

/** The query of a bot's search, as the platform client (generated from the OpenAPI document) types it. */
export type PlatformSearchQuery = paths['/v1/platform/search']['get']['parameters']['query'];

const SEARCH_PATH: keyof paths = '/v1/platform/search';

/**
 * A search's path and query for the load generator, which sends raw requests: typed by the platform
 * client, so a change to the route's query that the client does not know fails the benchmark's typecheck.
 */
export function platformSearchPath(query: PlatformSearchQuery): string {
  const present = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${SEARCH_PATH}?${new URLSearchParams(present).toString()}`;
}

/** One search through the platform client before the load: the key, the route and the answer's shape work. */
export async function checkPlatformSearch(baseUrl: string, apiKey: string, query: PlatformSearchQuery): Promise<void> {
  const { data, error, response } = await createPlatformClient({ baseUrl, apiKey }).GET('/v1/platform/search', {
    params: { query },
  });
  if (!data) throw new Error(`The platform search answered ${response.status}: ${JSON.stringify(error)}`);
}
