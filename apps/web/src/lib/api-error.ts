import type { FieldError } from '@backoffice/contract';

/**
 * A failed call. `code` is the server's error_code (see ERROR_CODES in the contract), or
 * NETWORK_ERROR when the server could not be reached or answered something unreadable.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** VALIDATION_FAILED: one entry per failing field, `code` being a contract message token. */
  get fieldErrors(): FieldError[] {
    const fields = this.details?.fields;
    if (!Array.isArray(fields)) return [];
    return fields.flatMap((field: unknown) => {
      if (typeof field !== 'object' || field === null) return [];
      const { field: name, code, message } = field as Record<string, unknown>;
      return typeof name === 'string' && typeof code === 'string'
        ? [{ field: name, code, message: typeof message === 'string' ? message : code }]
        : [];
    });
  }

  /** TOO_MANY_ATTEMPTS / RATE_LIMITED: seconds until another attempt is allowed. */
  get retryAfterSeconds(): number | undefined {
    const value = this.details?.retry_after_seconds;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
