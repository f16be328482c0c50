import type { FastifyContextConfig, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ERROR_STATUS, errorBodySchema, type ErrorCode } from '@backoffice/contract';
import type { RouteAccess } from '../auth/guard.js';
import { documentedErrors, routeShapeOf } from './route-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document shows beyond the validating schemas. */
    documentation?: {
      /** The body as clients build it, where the validator accepts more (ingest rows are checked one by one). */
      body?: z.core.$ZodType;
      /** A success answer that is a file, not JSON (it streams, so it has no response schema to serialise with). */
      file?: { contentType: string; description: string };
      /** One example each of the query, the body and the success answer. */
      examples?: { query?: Record<string, unknown>; body?: unknown; response?: unknown };
    };
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Bad request',
  401: 'Not signed in, or the credential is not valid',
  403: 'Not allowed',
  404: 'Not found',
  408: 'Request timeout',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Nothing to process',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable: retry after the Retry-After header',
};

const ERROR_BODY_JSON = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) as { properties: Record<string, object> };

/** The error body with its `error_code` narrowed to the codes of one status. */
function errorAnswer(status: number, codes: ErrorCode[]): object {
  return {
    ...ERROR_BODY_JSON,
    description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
    properties: { ...ERROR_BODY_JSON.properties, error_code: { type: 'string', enum: codes } },
  };
}

function errorAnswers(route: RouteOptions, method: string): Record<string, object> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of documentedErrors(routeShapeOf(route, method))) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, codes]) => [String(status), errorAnswer(status, codes)]));
}

/** Success answers get their status's wording instead of "Default Response". */
function describeSuccess(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const { description } = schema as { description?: string };
      return [status, { ...(schema as object), description: description ?? STATUS_TEXT[Number(status)] ?? 'OK' }];
    }),
  );
}

function securityOf(access: RouteAccess | undefined): FastifySchema['security'] {
  if (access === undefined || access === 'public') return [];
  if (typeof access === 'object' && 'apiKey' in access) return [{ apiKey: [access.apiKey] }];
  return [{ bearer: [] }];
}

function permissionNote(access: RouteAccess | undefined): string | undefined {
  if (typeof access === 'string' && access !== 'public' && access !== 'authenticated') return `Needs the permission ${access}.`;
  if (Array.isArray(access)) return `Needs one of the permissions ${access.join(', ')}.`;
  return undefined;
}

/** `GET /v1/catalogue/{id}/history` → `getCatalogueByIdHistory`: stable names a generator can use. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'v1')
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : segment.split(/[-_]/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
type Documentation = NonNullable<FastifyContextConfig['documentation']>;

function withExample(schema: JsonSchema, example: unknown): JsonSchema {
  return example === undefined ? schema : { ...schema, examples: [example] };
}

/** A query example goes on each parameter it names: the document lists query parameters one by one. */
function queryWithExample(query: JsonSchema, example: Record<string, unknown>): JsonSchema {
  const properties = Object.entries(query.properties ?? {}).map(([name, property]) => [name, withExample(property, example[name])]);
  return { ...query, properties: Object.fromEntries(properties) };
}

/** The documented body and the examples a route declares, on the JSON schemas the zod transform made. */
function withDocumentation(schema: FastifySchema, { body, file, examples = {} }: Documentation): FastifySchema {
  const documented: Record<string, unknown> = { ...schema };
  if (file) documented['response'] = { ...(schema.response as object), 200: { description: file.description, content: { [file.contentType]: { schema: { type: 'string' } } } } };
  const bodySchema = body ? (z.toJSONSchema(body, { target: 'draft-2020-12', io: 'input' }) as JsonSchema) : (schema.body as JsonSchema | undefined);
  if (bodySchema) documented['body'] = withExample(bodySchema, examples.body);
  if (schema.querystring && examples.query) documented['querystring'] = queryWithExample(schema.querystring as JsonSchema, examples.query);
  const response = (documented['response'] ?? {}) as Record<string, JsonSchema>;
  const success = Object.keys(response).find((status) => status.startsWith('2'));
  if (success && response[success]) documented['response'] = { ...response, [success]: withExample(response[success], examples.response) };
  return documented as FastifySchema;
}

type SwaggerTransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The zod transform, then what the schemas alone cannot say: errors, security, operation ids. */
function transformRoute(input: SwaggerTransformInput): { schema: FastifySchema; url: string } {
  const { schema, url } = jsonSchemaTransform(input) as { schema: FastifySchema & { hide?: boolean; description?: string }; url: string };
  if (!schema || schema.hide) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const access = input.route.config?.access;
  const note = permissionNote(access);
  const documented = input.route.config?.documentation ? withDocumentation(schema, input.route.config.documentation) : schema;
  return {
    url,
    schema: {
      ...documented,
      operationId: operationIdOf(method, input.url),
      // A route outside both APIs may name its own scheme (GET /metrics: the metrics token).
      security: documented.security ?? securityOf(access),
      ...(note ? { description: [schema.description, note].filter(Boolean).join('\n\n') } : {}),
      response: { ...describeSuccess((documented.response ?? {}) as Record<string, unknown>), ...errorAnswers(input.route, method) },
    },
  };
}

/** The OpenAPI document is generated from the contract's schemas; /docs is its reference page. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backoffice API',
        description:
          'App API under /v1, user-management API under /um/v1: send `Authorization: Bearer <access_token>` from POST /um/v1/auth/login. ' +
          'Platform API under /v1/platform (bots and stalkers): send `Authorization: Bearer <API key>`, a key made in API Keys with the scope the route names. ' +
          'Every failure answers `{error_code, message, details?}`; each route lists its codes by status.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff access token from POST /um/v1/auth/login.' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bok_<prefix>_<secret>',
            description: 'A platform API key; the route names the scope it needs (read, ingest, stalker).',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, the scrapers’ own secret (GET /metrics).' },
        },
      },
    },
    transform: transformRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
