import {
  ERROR_CODES,
  humanizeField,
  parseMessage,
  renderMessageEn,
  wordingValues,
  type ErrorCode,
  type FieldError,
} from '@backoffice/contract';

/** The English wording with the values its details name filled in ("no column named category, display_name"). */
function fillWording(wording: string, details: Record<string, unknown> | undefined): string {
  const values = wordingValues(details);
  return wording.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A failure a client can act on: one code, its status, its wording, and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, message?: string) {
    super(message ?? fillWording(ERROR_CODES[code].en, details));
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = details;
  }
}

/** A validation failure naming every failing field. */
export function validationError(fields: { field: string; code: string }[]): AppError {
  // Our schemas carry message tokens; anything else is the validator's own wording, reported as 'invalid'.
  const rendered: FieldError[] = fields.map(({ field, code }) =>
    parseMessage(code)
      ? { field, code, message: renderMessageEn(code, field) }
      : { field, code: 'invalid', message: `${humanizeField(field)}: ${code}` },
  );
  return new AppError('VALIDATION_FAILED', { fields: rendered });
}

export function notFound(entity: string, id: string | number): AppError {
  return new AppError('NOT_FOUND', { entity, id: String(id) });
}

/** Seconds a client is asked to wait (Retry-After) before trying again while the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is down, unreachable, or did not answer within its configured bound. Clients get 503
 * with Retry-After; what the driver said (SQL, addresses) stays in the server log.
 */
export function databaseUnavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { retry_after_seconds: DATABASE_RETRY_AFTER_SECONDS });
}
