import type { FastifyContextConfig, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ERROR_STATUS, type ErrorCode } from '@backoffice/contract';
import type { RouteAccess } from '../auth/guard.js';
import { documentedErrors, routeShapeOf } from './route-errors.js';
import { keepNamedSchemasInUse, nameSharedSchemas, SCHEMA_REF_PREFIX } from './openapi-schemas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document shows beyond the validating schemas. */
    documentation?: {
      /** The body as clients build it, where the validator accepts more (ingest rows are checked one by one). */
      body?: z.core.$ZodType;
      /**
       * A success answer that is a file, not JSON (it streams, so it has no response schema to serialise with):
       * its content type, and the content types it may also be whose records a contract schema describes (a
       * JSON Lines file: each line one such object).
       */
      file?: { contentType: string; description: string; records?: Record<string, z.core.$ZodType> };
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

/** The named error body (openapi-schemas.ts) with its `error_code` narrowed to the codes of one status. */
function errorAnswer(status: number, codes: ErrorCode[]): object {
  return {
    description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
    allOf: [{ $ref: `${SCHEMA_REF_PREFIX}ErrorBody` }],
    type: 'object',
    properties: { error_code: { type: 'string', enum: codes } },
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

/** The document's tags, in the console's order, each with what its routes are about. */
const API_TAGS: { name: string; description: string }[] = [
  { name: 'system', description: 'Liveness, readiness and a no-op.' },
  { name: 'auth', description: 'Signing in and out, token refresh, and one’s own password.' },
  { name: 'two-step sign-in', description: 'Second sign-in steps, authenticator apps, passkeys and recovery codes.' },
  { name: 'accounts', description: 'Staff accounts.' },
  { name: 'roles', description: 'Roles and the permissions they grant.' },
  { name: 'audit', description: 'The audit log of sign-ins and changes.' },
  { name: 'keyword-database', description: 'The catalogue of groups, channels and bots the search bot finds.' },
  { name: 'sensitive-keyword', description: 'Words whose searches are refused or restricted.' },
  { name: 'keyword forward', description: 'Paid keyword placements shown with search results.' },
  { name: 'keyword restrict', description: 'Keywords whose results are restricted.' },
  { name: 'keyword message', description: 'Messages the search bot answers a keyword with.' },
  { name: 'sponsor clients', description: 'The clients sponsors belong to.' },
  { name: 'sponsors', description: 'Sponsored links shown with search results, and their figures.' },
  { name: 'ads-keyword', description: 'Ad keywords tracked, and the slots observed for them.' },
  { name: 'api keys', description: 'Platform API keys for the bots and stalkers.' },
  {
    name: 'webhooks',
    description: 'Webhook endpoints for integrators, signed per Standard Webhooks, and their delivery log.',
  },
  { name: 'account-list', description: 'Telegram accounts of the bots’ users.' },
  { name: 'bot analytics', description: 'The bots’ figures, subscriptions and chat records.' },
  {
    name: 'file export',
    description: 'CSV exports of the lists (the audit log also as JSON Lines), made in the background.',
  },
  { name: 'stalkers', description: 'Stalker accounts and the groups they watch.' },
  { name: 'war bot', description: 'Groups the War Bot watches, and their activity.' },
  { name: 'platform', description: 'The platform API the bots and stalkers call with an API key.' },
];

function securityOf(access: RouteAccess | undefined): FastifySchema['security'] {
  if (access === undefined || access === 'public') return [];
  // The scope a key needs is said in the operation's description: OpenAPI gives scopes to OAuth schemes only.
  if (typeof access === 'object' && 'apiKey' in access) return [{ apiKey: [] }];
  return [{ bearer: [] }];
}

/** Who may call the route, so every operation says it whatever else it describes. */
function accessNote(access: RouteAccess | undefined): string {
  if (access === undefined || access === 'public') return 'Needs no sign-in and no API key.';
  if (access === 'authenticated') return 'Needs a signed-in staff account, with any permission.';
  if (typeof access === 'object' && 'apiKey' in access)
    return `Needs a platform API key with the scope ${access.apiKey}.`;
  if (Array.isArray(access)) return `Needs one of the permissions ${access.join(', ')}.`;
  return `Needs the permission ${access}.`;
}

/**
 * `GET /v1/catalogue/:id/history` (or `{id}`) → `getCatalogueByIdHistory`: stable camelCase names, letters and
 * digits only, that client generators turn into function names as they are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'v1')
    .flatMap((segment) => {
      const parameter = /^(?::(.+)|\{(.+)\})$/.exec(segment);
      return parameter ? ['by', parameter[1] ?? parameter[2] ?? ''] : [segment];
    })
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
type Documentation = NonNullable<FastifyContextConfig['documentation']>;

function withExample(schema: JsonSchema, example: unknown): JsonSchema {
  return example === undefined ? schema : { ...schema, examples: [example] };
}

/** A query example goes on each parameter it names: the document lists query parameters one by one. */
function queryWithExample(query: JsonSchema, example: Record<string, unknown>): JsonSchema {
  const properties = Object.entries(query.properties ?? {}).map(([name, property]) => [
    name,
    withExample(property, example[name]),
  ]);
  return { ...query, properties: Object.fromEntries(properties) };
}

/** A contract schema as the document shows it: a reference to its name when it is one of the named schemas. */
function schemaOrRef(schema: z.core.$ZodType): object {
  const id = z.globalRegistry.get(schema)?.id;
  return id === undefined
    ? z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' })
    : { $ref: `${SCHEMA_REF_PREFIX}${id}` };
}

/** A file answer's content: the file as text, and each other content type with the schema of its records. */
function fileContent(file: NonNullable<Documentation['file']>): Record<string, object> {
  const records = Object.entries(file.records ?? {}).map(([contentType, schema]) => [
    contentType,
    { schema: schemaOrRef(schema) },
  ]);
  return { [file.contentType]: { schema: { type: 'string' } }, ...Object.fromEntries(records) };
}

/** The documented body and the examples a route declares, on the JSON schemas the zod transform made. */
function withDocumentation(schema: FastifySchema, { body, file, examples = {} }: Documentation): FastifySchema {
  const documented: Record<string, unknown> = { ...schema };
  if (file)
    documented['response'] = {
      ...(schema.response as object),
      200: { description: file.description, content: fileContent(file) },
    };
  const bodySchema = body
    ? (z.toJSONSchema(body, { target: 'draft-2020-12', io: 'input' }) as JsonSchema)
    : (schema.body as JsonSchema | undefined);
  if (bodySchema) documented['body'] = withExample(bodySchema, examples.body);
  if (schema.querystring && examples.query)
    documented['querystring'] = queryWithExample(schema.querystring as JsonSchema, examples.query);
  const response = (documented['response'] ?? {}) as Record<string, JsonSchema>;
  const success = Object.keys(response).find((status) => status.startsWith('2'));
  if (success && response[success])
    documented['response'] = { ...response, [success]: withExample(response[success], examples.response) };
  return documented as FastifySchema;
}

type SwaggerTransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The zod transform, then what the schemas alone cannot say: errors, security, operation ids. */
function transformRoute(input: SwaggerTransformInput): { schema: FastifySchema; url: string } {
  const { schema, url } = jsonSchemaTransform(input) as {
    schema: FastifySchema & { hide?: boolean; description?: string };
    url: string;
  };
  if (!schema || schema.hide) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const access = input.route.config?.access;
  const documented = input.route.config?.documentation
    ? withDocumentation(schema, input.route.config.documentation)
    : schema;
  // A route with a scheme of its own says in its description what it needs.
  const note = (documented.security ?? []).length === 0 ? accessNote(access) : undefined;
  return {
    url,
    schema: {
      ...documented,
      operationId: operationIdOf(method, input.url),
      // A route outside both APIs may name its own scheme (GET /metrics: the metrics token).
      security: documented.security ?? securityOf(access),
      ...(note || schema.description ? { description: [schema.description, note].filter(Boolean).join('\n\n') } : {}),
      response: {
        ...describeSuccess((documented.response ?? {}) as Record<string, unknown>),
        ...errorAnswers(input.route, method),
      },
    },
  };
}

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/** The zod transform's components, only those in use and well named, and the tags with their wording. */
function transformDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]): OpenApiObject {
  return { ...keepNamedSchemasInUse(jsonSchemaTransformObject(input)), tags: API_TAGS };
}

/** The OpenAPI document is generated from the contract's schemas; /docs is its reference page. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  nameSharedSchemas();
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
        contact: { name: 'The operators of this Backoffice deployment' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A staff access token from POST /um/v1/auth/login.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bok_<prefix>_<secret>',
            description: 'A platform API key; the route names the scope it needs (read, ingest, stalker).',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, the scrapers’ own secret (GET /metrics).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
