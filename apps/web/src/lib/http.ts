import type { TokenLoginResponse } from '@backoffice/contract';
import { ApiError } from '@/lib/api-error';
import { authEventHandler } from '@/lib/auth-events';
import { askToReauthenticate, REAUTHENTICATION_REQUIRED } from '@/lib/reauthentication';
import { readLoginResponse } from '@/lib/auth-response';
import { getRuntimeConfig } from '@/lib/config';
import { loadErrorTexts, translate } from '@/lib/texts';
import { NETWORK_ERROR } from '@/lib/i18n-resources';
import { canRefresh, clearSession, getAccessToken, getStoredUser, storeTokens, storeUser } from '@/lib/session';

export { NETWORK_ERROR };
// The error class and the session events live apart so the sign-in page's first load need not carry this client.
export { ApiError, isApiError } from '@/lib/api-error';
export { setAuthEventHandler, type AuthEvent } from '@/lib/auth-events';

function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR, translate('NETWORK_ERROR', { ns: 'errors' }));
}

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

function isEmpty(value: QueryScalar): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

/** `{a: 1, b: '', c: ['x', 'y']}` → 'a=1&c=x&c=y': empty values are skipped, array items repeat the key. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const items: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of items) {
      if (!isEmpty(item)) search.append(key, String(item));
    }
  }
  return search.toString();
}

export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = buildQueryString(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token (default true). Sign-in calls pass false. */
  auth?: boolean;
  /** On 401, renew the tokens once and retry (default: same as `auth`). */
  refreshOnUnauthorized?: boolean;
  /** Checks and narrows the answer, e.g. `schema.parse`. */
  parse?: (data: unknown) => T;
  /** On 403 REAUTHENTICATION_REQUIRED, ask for the password and retry once (default true). */
  reauthenticate?: boolean;
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.error_code === 'string') {
      const details =
        typeof record.details === 'object' && record.details !== null
          ? (record.details as Record<string, unknown>)
          : undefined;
      const message = typeof record.message === 'string' ? record.message : record.error_code;
      return new ApiError(status, record.error_code, message, details);
    }
  }
  const code =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'ROUTE_NOT_FOUND'
          : 'INTERNAL_ERROR';
  return new ApiError(status, code, translate(code, { ns: 'errors' }));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw networkError();
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw networkError();
  }
}

async function send(url: string, method: HttpMethod, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth !== false) {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

let refreshInFlight: Promise<TokenLoginResponse> | null = null;

/**
 * Renews the token pair with the HttpOnly refresh cookie. Concurrent callers share one request,
 * because the server rotates the refresh token on every use.
 */
export function refreshSession(): Promise<TokenLoginResponse> {
  refreshInFlight ??= (async () => {
    try {
      const response = await send(`${getRuntimeConfig().userApiUrl}/v1/auth/refresh`, 'POST', {
        auth: false,
        body: {},
      });
      const body = await readBody(response);
      if (!response.ok) throw errorFromBody(response.status, body);
      const parsed = readLoginResponse(body);
      if (!parsed) throw networkError();
      storeTokens(parsed.data);
      // Role changes take effect here; a user who must reset keeps tokens only.
      const stored = getStoredUser();
      if (!parsed.data.force_reset_password && stored) {
        storeUser(parsed.data.user, parsed.data.mfa_setup_required ?? stored.mfa_setup_required === true);
      }
      return parsed;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * A 401 that refuses a code or passkey (e.g. enabling an authenticator app with a wrong code,
 * docs/decisions/0011-two-step-sign-in.md) rather than the session: renewing the tokens would not help.
 * Reads a clone, so the answer's body stays readable.
 */
async function isWrongSecondFactor(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error_code : undefined;
    return code === 'MFA_CODE_INVALID' || code === 'MFA_CODE_USED' || code === 'PASSKEY_INVALID';
  } catch {
    return false;
  }
}

async function request<T>(baseUrl: string, method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T> {
  const url = `${baseUrl}${withQuery(path, options.query)}`;
  const mayRefresh = options.refreshOnUnauthorized ?? options.auth !== false;
  const renew = async () => {
    try {
      await refreshSession();
    } catch (error) {
      // The refresh token is gone or spent: the session is over.
      clearSession();
      authEventHandler('session-expired');
      throw error instanceof ApiError ? error : networkError();
    }
  };
  // The access cookie expires with its token: without it, the request would only earn a 401 (which the
  // browser logs as a failed load), so the pair is renewed first.
  if (options.auth !== false && mayRefresh && getAccessToken() === undefined && canRefresh()) await renew();
  let response = await send(url, method, options);
  if (response.status === 401 && mayRefresh && !(await isWrongSecondFactor(response))) {
    await renew();
    response = await send(url, method, options);
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = errorFromBody(response.status, body);
    if (error.code === REAUTHENTICATION_REQUIRED && options.reauthenticate !== false && (await askToReauthenticate())) {
      return request(baseUrl, method, path, { ...options, reauthenticate: false });
    }
    if (error.code === 'PASSWORD_RESET_REQUIRED') authEventHandler('password-reset-required');
    else if (error.code === 'MFA_SETUP_REQUIRED') authEventHandler('mfa-setup-required');
    throw error;
  }
  if (!options.parse) return body as T;
  try {
    return options.parse(body);
  } catch {
    // The server answered something this console does not understand.
    throw networkError();
  }
}

/**
 * A failure is shown in words: the language's error wording is fetched with the first one, so the
 * sign-in page does not load it up front (lib/texts.ts).
 */
async function withErrorTexts<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    await loadErrorTexts().catch(() => undefined);
    throw error;
  }
}

export interface ApiClient {
  get<T>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  /** Replaces a whole set (e.g. a stalker's groups). */
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export function createApiClient(baseUrl: () => string): ApiClient {
  return {
    get: (path, options = {}) => withErrorTexts(request(baseUrl(), 'GET', path, options)),
    post: (path, body, options = {}) =>
      withErrorTexts(request(baseUrl(), 'POST', path, { ...options, body: body ?? {} })),
    put: (path, body, options = {}) =>
      withErrorTexts(request(baseUrl(), 'PUT', path, { ...options, body: body ?? {} })),
    patch: (path, body, options = {}) =>
      withErrorTexts(request(baseUrl(), 'PATCH', path, { ...options, body: body ?? {} })),
    delete: (path, options = {}) => withErrorTexts(request(baseUrl(), 'DELETE', path, options)),
  };
}

/** The app API (keywords, bots, databases, …). */
export const appApi = createApiClient(() => getRuntimeConfig().appApiUrl);
/** The user-management API (auth, staff accounts, roles). */
export const userApi = createApiClient(() => getRuntimeConfig().userApiUrl);
