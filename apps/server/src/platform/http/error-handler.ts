import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@backoffice/contract';
import { AppError, databaseUnavailable, validationError } from '../errors.js';
import { isDatabaseUnavailable } from '../db/database.js';
import { isGuardedPath } from '../auth/guard.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Fastify's own failures that a client caused, by Fastify error code. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

/** Unknown keys named in an answer: a body of thousands of them is not echoed back whole. */
const UNKNOWN_KEYS_NAMED = 5;
const KEY_NAME_SHOWN = 40;

function unknownKeysMessage(keys: readonly unknown[]): string {
  const named = keys.slice(0, UNKNOWN_KEYS_NAMED).map((key) => String(key).slice(0, KEY_NAME_SHOWN));
  const more = keys.length - named.length;
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

function fromValidation(error: FastifyError): AppError {
  const context = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  const fields = (error.validation ?? []).map((issue) => {
    const keys: unknown = issue.params['keys'];
    return {
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context,
      code:
        issue.keyword === 'unrecognized_keys' && Array.isArray(keys)
          ? unknownKeysMessage(keys)
          : (issue.message ?? 'invalid'),
    };
  });
  return validationError(fields);
}

/** Maps any thrown error to `{error_code, message, details}`; nothing internal reaches the client. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return fromValidation(error as unknown as FastifyError);
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) return fromValidation(fastifyError as FastifyError);
  const code = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (code) return new AppError(code);
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return clientErrorOfStatus(error);
}

/**
 * What a client did wrong, by the HTTP status a framework or plugin error carries (the static file
 * server's 403 for `..`, a 414 for an over-long path parameter, …): the product's code for that
 * status, or BAD_REQUEST. Only 4xx: a 5xx stays an internal error.
 */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'ROUTE_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

function clientErrorOfStatus(error: unknown): AppError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  if (typeof value !== 'number' || value < 400 || value > 499) return undefined;
  return new AppError(CODE_OF_STATUS[value] ?? 'BAD_REQUEST');
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error_code: error.code, message: error.message };
  if (error.details) body.details = error.details;
  return body;
}

export function installErrorHandler(app: FastifyInstance): void {
  // HTTP/1.1 requires a Host header (RFC 9112, 3.2); Node's own check is off so this answer has a body.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1 && request.headers.host === undefined) {
      throw new AppError('BAD_REQUEST');
    }
  });
  app.setErrorHandler(async (error, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      if (typeof appError.details?.['retry_after_seconds'] === 'number') {
        void reply.header('retry-after', String(appError.details['retry_after_seconds']));
      }
      if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(appError.status).send(errorBody(appError));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error_code: 'INTERNAL_ERROR', message: ERROR_CODES.INTERNAL_ERROR.en });
  });
}

/**
 * Fastify's router answers a malformed URL (`/%`), an over-long path parameter and a failing route
 * constraint itself, before any hook; with this as its `frameworkErrors` option they answer the
 * product's error body instead of Fastify's own.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error);
  if (!appError) request.log.error({ err: error }, 'framework error');
  const answer = appError ?? new AppError('INTERNAL_ERROR');
  // Refused before any hook ran, so the request id is set here.
  void reply.status(answer.status).header(REQUEST_ID_HEADER, request.id).send(errorBody(answer));
}

/** The product's error body as a whole HTTP response, for the socket-level answers below. */
function rawErrorResponse(code: ErrorCode): string {
  const { status } = ERROR_CODES[code];
  const body = JSON.stringify(errorBody(new AppError(code)));
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB, a malformed
 * request line or header, headers arriving too slowly): as Fastify's default `clientErrorHandler`
 * does, answer once on the socket and close it, but with the product's error body.
 */
export function answerClientError(
  this: FastifyInstance | undefined,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  this?.log.trace({ err: error }, 'client error');
  if (socket.writable) socket.write(rawErrorResponse(code));
  socket.destroy(error);
}

/** `/metrics`, with or without a query: the console has no page there, and a scraper must not be handed one. */
const METRICS_PATH = /^\/metrics\/?(?:\?|$)/;

/**
 * Unknown API paths answer JSON; anything else falls through to the console (see console.ts). So does
 * /metrics while METRICS_TOKEN is unset: a scraper gets 404, not the console's page with 200.
 */
export function apiNotFound(url: string): ErrorBody | undefined {
  return isGuardedPath(url) || url === '/v1' || url === '/um/v1' || METRICS_PATH.test(url)
    ? errorBody(new AppError('ROUTE_NOT_FOUND'))
    : undefined;
}
