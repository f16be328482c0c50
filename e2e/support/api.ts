import type { LoginResponse } from '@backoffice/contract';
import { ADMIN } from './server.js';

/** Direct calls to the server's API to arrange a test's data. */
export async function apiLogin(baseUrl: string, email: string = ADMIN.email, password: string = ADMIN.password): Promise<LoginResponse['data']> {
  const response = await fetch(`${baseUrl}/um/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login ${response.status}: ${await response.text()}`);
  return ((await response.json()) as LoginResponse).data;
}

export async function api<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A role with these permissions and an account holding it; answers the account's credentials. */
export async function createStaff(baseUrl: string, adminToken: string, name: string, permissions: string[], options: { forceReset?: boolean } = {}) {
  const role = await api<{ data: { id: number } }>(baseUrl, adminToken, 'POST', '/um/v1/roles', { name, permissions });
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
  const password = 'Staff@12345';
  await api(baseUrl, adminToken, 'POST', '/um/v1/accounts', { email, username: name.slice(0, 30), password, role_id: role.data.id, force_reset_password: options.forceReset ?? false });
  return { email, password, roleId: role.data.id };
}
