import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR,
  buildQueryString,
  createApiClient,
  setAuthEventHandler,
  withQuery,
  type AuthEvent,
} from '@/lib/http';
import { setReauthenticationPrompt } from '@/lib/reauthentication';
import { getAccessToken, getStoredUser, storeTokens, storeUser } from '@/lib/session';

const user = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: { id: 1, name: 'Super Admin', permissions: ['ALL' as const] },
};

function loginBody(accessToken: string) {
  return {
    data: {
      access_token: accessToken,
      expires_in: 900,
      refresh_token: 'rt',
      refresh_expires_in: 86_400,
      force_reset_password: false,
      user,
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const api = createApiClient(() => '/api');
const fetchMock = vi.fn<typeof fetch>();
const authEvents: AuthEvent[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  authEvents.length = 0;
  setAuthEventHandler((event) => authEvents.push(event));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('query strings', () => {
  it('skips empty values and repeats the key for array items', () => {
    expect(
      buildQueryString({
        per_page: 10,
        current_page: 1,
        search: '',
        status: undefined,
        role: null,
        id: [3, 4],
        ok: false,
      }),
    ).toBe('per_page=10&current_page=1&id=3&id=4&ok=false');
  });

  it('skips empty items inside arrays and encodes values', () => {
    expect(buildQueryString({ tag: ['a b', '', null, 'c&d'] })).toBe('tag=a+b&tag=c%26d');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('appends to a path, keeping any query it already has', () => {
    expect(withQuery('/v1/list', { a: 1 })).toBe('/v1/list?a=1');
    expect(withQuery('/v1/list?x=1', { a: 1 })).toBe('/v1/list?x=1&a=1');
    expect(withQuery('/v1/list', { a: '' })).toBe('/v1/list');
  });
});

describe('requests', () => {
  it('sends JSON with credentials and the bearer token from the access cookie', async () => {
    storeTokens(loginBody('at-1').data);
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    const result = await api.post('/v1/thing', { name: 'x' }, { query: { a: 1 } });
    expect(result).toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/thing?a=1');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer at-1');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('gives an empty result for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/v1/thing/1')).resolves.toBeUndefined();
  });

  it('throws the parsed error body of a non-OK answer', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error_code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid.',
        details: {
          fields: [{ field: 'username', code: 'max_length:30', message: 'Username must not exceed 30 characters' }],
        },
      }),
    );
    const error = await api.post('/v1/thing', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.fieldErrors).toEqual([
      { field: 'username', code: 'max_length:30', message: 'Username must not exceed 30 characters' },
    ]);
  });

  it('reads the retry time of a 429', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error_code: 'TOO_MANY_ATTEMPTS', message: 'Too many', details: { retry_after_seconds: 12 } }),
    );
    const error = (await api
      .post('/v1/auth/login', {}, { auth: false })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.retryAfterSeconds).toBe(12);
  });

  it('turns a network failure into NETWORK_ERROR with the generic wording', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await api.get('/v1/thing').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(NETWORK_ERROR);
    expect(error.message).toBe('Something wrong please try again later');
  });

  it('turns an unreadable answer into NETWORK_ERROR', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    const error = (await api.get('/v1/thing').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(NETWORK_ERROR);
  });

  it('does not send a token on sign-in calls', async () => {
    storeTokens(loginBody('at-1').data);
    fetchMock.mockResolvedValueOnce(json(401, { error_code: 'INVALID_CREDENTIALS', message: 'Invalid' }));
    const error = (await api
      .post('/v1/auth/login', {}, { auth: false })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('token refresh on 401', () => {
  it('refreshes once for concurrent calls, stores the new pair and retries', async () => {
    storeTokens(loginBody('old').data);
    storeUser(user);
    let refreshCalls = 0;
    let refused = 0;
    let bothRefused: () => void = () => undefined;
    const bothRefusedYet = new Promise<void>((resolve) => {
      bothRefused = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/v1/auth/refresh')) {
        refreshCalls += 1;
        // The refresh answers only once both calls have been refused, so both meet it in flight.
        await bothRefusedYet;
        return json(200, loginBody('new'));
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer new') return json(200, { data: url });
      refused += 1;
      if (refused === 2) bothRefused();
      return json(401, { error_code: 'UNAUTHENTICATED', message: 'x' });
    });
    const [a, b] = await Promise.all([api.get('/v1/a'), api.get('/v1/b')]);
    expect(a).toEqual({ data: '/api/v1/a' });
    expect(b).toEqual({ data: '/api/v1/b' });
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).toBe('new');
    const refreshInit = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/refresh'))?.[1];
    expect(refreshInit?.credentials).toBe('include');
  });

  it('renews first when the access cookie has expired and the session may be renewed, sending no doomed call', async () => {
    storeTokens(loginBody('old').data);
    storeUser(user);
    // The browser drops the access cookie when its token expires; the refresh deadline is still ahead.
    document.cookie = 'hi7-access_token=; path=/; max-age=0';
    const sent: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      sent.push(`${url} ${(init?.headers as Record<string, string> | undefined)?.Authorization ?? '-'}`);
      return url.endsWith('/v1/auth/refresh') ? json(200, loginBody('new')) : json(200, { data: url });
    });
    expect(await api.get('/v1/a')).toEqual({ data: '/api/v1/a' });
    expect(sent).toEqual([expect.stringMatching(/\/v1\/auth\/refresh /), '/api/v1/a Bearer new']);
  });

  it('ends the session and reports it when the refresh fails', async () => {
    storeTokens(loginBody('old').data);
    storeUser(user);
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/v1/auth/refresh')
        ? json(401, { error_code: 'REFRESH_TOKEN_INVALID', message: 'ended' })
        : json(401, { error_code: 'UNAUTHENTICATED', message: 'x' }),
    );
    const error = (await api.get('/v1/a').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('REFRESH_TOKEN_INVALID');
    expect(authEvents).toEqual(['session-expired']);
    expect(getStoredUser()).toBeNull();
    expect(getAccessToken()).toBeUndefined();
  });

  it('reports a required password reset', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error_code: 'PASSWORD_RESET_REQUIRED', message: 'reset' }));
    await api.get('/v1/a').catch(() => undefined);
    expect(authEvents).toEqual(['password-reset-required']);
  });

  it('does not renew the session when a signed-in call is refused for a wrong code', async () => {
    storeUser(user);
    storeTokens({ access_token: 'at', expires_in: 900, refresh_token: 'rt', refresh_expires_in: 3600 });
    fetchMock.mockResolvedValueOnce(
      json(401, { error_code: 'MFA_CODE_INVALID', message: 'The code is not valid. Try again.' }),
    );
    const error = (await api
      .post('/v1/auth/mfa/totp/enable', { code: '000000' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('MFA_CODE_INVALID');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authEvents).toEqual([]);
    expect(getStoredUser()?.username).toBe('admin');
  });

  it('reports a second factor the account must add first', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error_code: 'MFA_SETUP_REQUIRED', message: 'Set up two-step sign-in to continue.' }),
    );
    const error = (await api.get('/v1/a').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('MFA_SETUP_REQUIRED');
    expect(authEvents).toEqual(['mfa-setup-required']);
  });
});

describe('a change that needs a recent sign-in', () => {
  const refusal = () =>
    json(403, {
      error_code: 'REAUTHENTICATION_REQUIRED',
      message: 'Confirm it is you: enter your password again to continue.',
      details: { window_seconds: 300 },
    });
  let removePrompt: (() => void) | undefined;
  afterEach(() => removePrompt?.());

  it('asks once for concurrent refusals, then sends each call again with its body', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    removePrompt = setReauthenticationPrompt(prompt);
    fetchMock
      .mockResolvedValueOnce(refusal())
      .mockResolvedValueOnce(refusal())
      .mockResolvedValueOnce(json(201, { data: { id: 1 } }))
      .mockResolvedValueOnce(json(201, { data: { id: 2 } }));
    const answers = await Promise.all([
      api.post('/v1/api-keys', { name: 'one' }),
      api.post('/v1/api-keys', { name: 'two' }),
    ]);
    expect(answers).toEqual([{ data: { id: 1 } }, { data: { id: 2 } }]);
    expect(prompt).toHaveBeenCalledTimes(1);
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies.slice(2).sort()).toEqual(['{"name":"one"}', '{"name":"two"}']);
  });

  it('answers the refusal when the user declines, and asks no more than once per call', async () => {
    const prompt = vi.fn(() => Promise.resolve(false));
    removePrompt = setReauthenticationPrompt(prompt);
    fetchMock.mockResolvedValueOnce(refusal());
    const error = (await api.post('/v1/api-keys', { name: 'one' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('REAUTHENTICATION_REQUIRED');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    prompt.mockResolvedValue(true);
    fetchMock.mockResolvedValueOnce(refusal()).mockResolvedValueOnce(refusal());
    const again = (await api.post('/v1/api-keys', { name: 'one' }).catch((caught: unknown) => caught)) as ApiError;
    expect(again.code).toBe('REAUTHENTICATION_REQUIRED');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
