import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@backoffice/contract';
import { AppError, databaseUnavailable, validationError } from '../errors.js';
import { isDatabaseUnavailable } from '../db/database.js';
import { isGuardedPath } from '../auth/guard.js';

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
      code: issue.keyword === 'unrecognized_keys' && Array.isArray(keys) ? unknownKeysMessage(keys) : (issue.message ?? 'invalid'),
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
  if (fastifyError.statusCode === 429) return new AppError('RATE_LIMITED');
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return undefined;
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error_code: error.code, message: error.message };
  if (error.details) body.details = error.details;
  return body;
}

export function installErrorHandler(app: FastifyInstance): void {
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

/** Unknown API paths answer JSON; anything else falls through to the console (see console.ts). */
export function apiNotFound(url: string): ErrorBody | undefined {
  return isGuardedPath(url) || url === '/v1' || url === '/um/v1' ? errorBody(new AppError('ROUTE_NOT_FOUND')) : undefined;
}
