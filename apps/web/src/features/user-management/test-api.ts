/** Test-only: a stand-in for the user-management API behind `fetch`, recording every call. */
import { vi } from 'vitest';
import type { Permission } from '@backoffice/contract';
import { clearSession, storeUser } from '@/lib/session';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** Routes are 'METHOD /path' with the '/um' base left out, e.g. 'GET /v1/roles/options'. */
export function mockUserApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/um/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export function paged<T>(items: T[], page = 1, size = 10) {
  return {
    data: {
      data: items.slice((page - 1) * size, page * size),
      total_item_count: items.length,
      total_page_count: Math.ceil(items.length / size),
    },
  };
}

export function apiError(status: number, error_code: string, message: string, details?: Record<string, unknown>) {
  return { status, body: { error_code, message, ...(details ? { details } : {}) } };
}

/** The signed-in user the console sees (what it hides or disables depends on it). */
export function signInAs(permissions: Permission[], { id = 99, roleId = 99 }: { id?: number; roleId?: number } = {}) {
  storeUser({ id, username: 'me', email: 'me@example.com', role: { id: roleId, name: 'My role', permissions } });
}

export function signOut() {
  clearSession();
}
