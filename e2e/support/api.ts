import type { Account, LoginResponse, Permission, Role } from '@backoffice/contract';
import { ADMIN } from './server.js';

/** Direct calls to the server's API to arrange a test's data (never to check what a user sees). */
export type Session = LoginResponse['data'];

export async function apiLogin(
  baseUrl: string,
  email: string = ADMIN.email,
  password: string = ADMIN.password,
): Promise<Session> {
  const response = await fetch(`${baseUrl}/um/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${response.status}: ${await response.text()}`);
  return ((await response.json()) as LoginResponse).data;
}

export async function api<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The status the API answers to a GET of this address (404 once a record is gone). */
export async function apiStatus(baseUrl: string, token: string, url: string): Promise<number> {
  return (await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })).status;
}

/** The password every account made by these helpers gets (meets the policy). */
export const STAFF_PASSWORD = 'Lantern@Staff42';

/** 'Role Viewer 1' → 'roleviewer1@example.com' */
export function emailFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
}

export async function createRole(
  baseUrl: string,
  adminToken: string,
  name: string,
  permissions: readonly Permission[],
  description = '',
): Promise<Role> {
  const answer = await api<{ data: Role }>(baseUrl, adminToken, 'POST', '/um/v1/roles', {
    name,
    description,
    permissions,
  });
  return answer.data;
}

export async function createAccount(
  baseUrl: string,
  adminToken: string,
  fields: { email: string; username: string; roleId: number; password?: string; forceReset?: boolean },
): Promise<Account> {
  const answer = await api<{ data: Account }>(baseUrl, adminToken, 'POST', '/um/v1/accounts', {
    email: fields.email,
    username: fields.username,
    password: fields.password ?? STAFF_PASSWORD,
    role_id: fields.roleId,
    force_reset_password: fields.forceReset ?? false,
  });
  return answer.data;
}

/** A role with these permissions and an account holding it; answers the account's credentials. */
export async function createStaff(
  baseUrl: string,
  adminToken: string,
  name: string,
  permissions: readonly Permission[],
  options: { forceReset?: boolean } = {},
) {
  const role = await createRole(baseUrl, adminToken, name, permissions);
  const email = emailFor(name);
  const password = STAFF_PASSWORD;
  await createAccount(baseUrl, adminToken, {
    email,
    username: name.slice(0, 30),
    password,
    roleId: role.id,
    forceReset: options.forceReset ?? false,
  });
  return { email, password, roleId: role.id };
}
