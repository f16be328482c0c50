import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@backoffice/contract';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { AppError } from '../errors.js';
import { installErrorHandler } from './error-handler.js';
import { installRouteErrorCheck } from './route-errors.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: { properties?: { error_code?: { enum?: string[] } } } }> }
  >;
}
interface OpenApiDocument {
  info: { contact?: { name?: string } };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation & { description?: string; tags?: string[] }>>;
  components: { schemas?: Record<string, unknown> };
}

let server: TestServer;
let document: OpenApiDocument;
let documentFile: string;

beforeAll(async () => {
  // With a metrics token, so that GET /metrics is in the document the linter checks.
  server = await startTestServer({ METRICS_TOKEN: 'a-metrics-token-of-at-least-32-characters' });
  const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
  document = response.json<OpenApiDocument>();
  documentFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(documentFile, response.body);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(path.dirname(documentFile), { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, url, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes the Redocly linter with its recommended rules: no error, no warning', () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--extends', 'recommended', '--format', 'json', documentFile],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  });

  it('names every operation once, and says what each success answers instead of "Default Response"', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const vague = operations().filter(({ operation }) =>
      Object.values(operation.responses).some((answer) => answer.description === 'Default Response'),
    );
    expect(vague.map(({ name }) => name)).toEqual([]);
  });

  it('gives operation ids that generators use as function names as they are', () => {
    const ids = operations().map(({ operation }) => operation.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(document.paths['/v1/catalogue/{id}/history']?.['get']?.operationId).toBe('getCatalogueByIdHistory');
    expect(document.paths['/um/v1/auth/login']?.['post']?.operationId).toBe('postUmAuthLogin');
  });

  it('names the shared schemas, and the routes refer to them instead of repeating them', () => {
    const schemas = document.components.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'Account',
        'BulkIds',
        'CatalogueEntry',
        'ErrorBody',
        'IngestResult',
        'PlatformSearchAnswer',
        'Sponsor',
      ]),
    );
    const text = JSON.stringify(document.paths);
    // Each named schema is used, and only through its name: no unused component, no read-form suffix.
    for (const name of Object.keys(schemas))
      expect(
        text.includes(`"#/components/schemas/${name}"`) ||
          JSON.stringify(schemas).includes(`"#/components/schemas/${name}"`),
        name,
      ).toBe(true);
    expect(Object.keys(schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
    const signIn = document.paths['/um/v1/auth/login']?.['post']?.responses['401']?.content?.['application/json']
      ?.schema as { allOf?: unknown[] } | undefined;
    expect(signIn?.allOf).toEqual([{ $ref: '#/components/schemas/ErrorBody' }]);
    expect(JSON.stringify(document.paths['/v1/catalogue/{id}']?.['get']?.responses['200'])).toContain(
      '"#/components/schemas/CatalogueEntry"',
    );
  });

  it('describes every operation with who may call it, under a tag the document lists', () => {
    expect(document.info.contact?.name).toBeTruthy();
    const tags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { name, operation } of operations()) {
      expect(operation.description, name).toMatch(/Needs |METRICS_TOKEN/);
      for (const tag of operation.tags ?? []) expect(tags.get(tag), `${name}: tag ${tag}`).toBeTruthy();
    }
    expect(document.paths['/v1/ping']?.['get']?.description).toBe('Needs no sign-in and no API key.');
    expect(document.paths['/um/v1/auth/me']?.['get']?.description).toBe(
      'Needs a signed-in staff account, with any permission.',
    );
  });

  it('documents a deleted record as 204 with no content', () => {
    const answer = document.paths['/v1/sponsor/{id}']?.['delete']?.responses['204'];
    expect(answer).toEqual({ description: 'No content' });
  });

  it('lists each route’s error codes under their status, in the error body', () => {
    const signIn = document.paths['/um/v1/auth/login']?.['post']?.responses ?? {};
    expect(signIn['401']?.content?.['application/json']?.schema.properties?.error_code?.enum).toEqual(
      expect.arrayContaining(['INVALID_CREDENTIALS']),
    );
    const createAccount = document.paths['/um/v1/accounts']?.['post']?.responses ?? {};
    expect(createAccount['409']?.content?.['application/json']?.schema.properties?.error_code?.enum).toEqual(
      expect.arrayContaining(['EMAIL_ALREADY_USED']),
    );
    expect(createAccount['403']?.content?.['application/json']?.schema.properties?.error_code?.enum).toEqual(
      expect.arrayContaining(['FORBIDDEN', 'ROLE_NOT_ASSIGNABLE']),
    );
    for (const { name, operation } of operations()) {
      for (const [status, answer] of Object.entries(operation.responses).filter(([status]) => Number(status) >= 400)) {
        const codes = answer.content?.['application/json']?.schema.properties?.error_code?.enum ?? [];
        expect(codes.length, `${name} ${status}`).toBeGreaterThan(0);
        expect(
          codes.every((code) => ERROR_STATUS[code as keyof typeof ERROR_STATUS] === Number(status)),
          `${name} ${status}`,
        ).toBe(true);
      }
    }
  });

  it('puts the platform routes under the API-key scheme with their scope, staff routes under the bearer token', () => {
    const security = (url: string, method: string) => document.paths[url]?.[method]?.security;
    // OpenAPI gives scopes to OAuth schemes only: the scope is in the description.
    expect(security('/v1/platform/search', 'get')).toEqual([{ apiKey: [] }]);
    expect(document.paths['/v1/platform/search']?.['get']?.description).toContain(
      'Needs a platform API key with the scope read.',
    );
    expect(security('/v1/audit-log/list', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/um/v1/auth/login', 'post')).toEqual([]);
    const platform = operations().filter(({ url }) => url.startsWith('/v1/platform/'));
    expect(platform.length).toBeGreaterThan(3);
    for (const { name, operation } of platform)
      expect(Object.keys(operation.security?.[0] ?? {}), name).toEqual(['apiKey']);
  });

  it('documents GET /metrics: its own token, a text answer, 401 METRICS_TOKEN_INVALID', () => {
    const metrics = document.paths['/metrics']?.['get'];
    expect(metrics?.security).toEqual([{ metricsToken: [] }]);
    expect(Object.keys(metrics?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(metrics?.responses['401']?.content?.['application/json']?.schema.properties?.error_code?.enum).toEqual([
      'METRICS_TOKEN_INVALID',
    ]);
  });
});

describe('a route answering an error code it does not document', () => {
  async function appWith(errors?: readonly ['CONFLICT']) {
    const app = Fastify();
    installErrorHandler(app);
    installRouteErrorCheck(app);
    app.post('/v1/thing', { config: { access: 'public', ...(errors ? { errors } : {}) } }, async () => {
      throw new AppError('CONFLICT');
    });
    await app.ready();
    return app;
  }

  it('answers 500 naming the route and the code, so the test suite catches the drift', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'POST', url: '/v1/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      error_code: 'INTERNAL_ERROR',
      message: expect.stringContaining('POST /v1/thing answered CONFLICT'),
    });
    await app.close();
  });

  it('answers the code as it is once the route lists it', async () => {
    const app = await appWith(['CONFLICT']);
    const response = await app.inject({ method: 'POST', url: '/v1/thing' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_code: 'CONFLICT' });
    await app.close();
  });
});
