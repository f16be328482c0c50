import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** The generated types of packages/platform-client: `npm run generate -w @backoffice/platform-client` rewrites them. */
const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/platform-client/src/schema.ts',
);
const HEADER =
  '// Generated from the platform routes of the OpenAPI document by `npm run generate -w @backoffice/platform-client`; do not edit.\n\n';

interface OpenApiDocument {
  paths: Record<string, unknown>;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function platformTypes(): Promise<string> {
  const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  const platformPaths = Object.fromEntries(
    Object.entries(document.paths).filter(([url]) => url.startsWith('/v1/platform/')),
  );
  const ast = await openapiTS(JSON.stringify({ ...document, paths: platformPaths }));
  return HEADER + astToString(ast);
}

describe('the platform client', () => {
  it('is generated from today’s OpenAPI document, so it cannot drift from the routes', async () => {
    const types = await platformTypes();
    if (process.env['UPDATE_PLATFORM_CLIENT'] === '1') fs.writeFileSync(SCHEMA_FILE, types);
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8'), 'run: npm run generate -w @backoffice/platform-client').toBe(types);
  });
});
