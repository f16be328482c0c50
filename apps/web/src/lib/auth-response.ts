import type { TokenLoginResponse } from '@backoffice/contract';
import { isStoredUser } from '@/lib/session';

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Reads a login / token-login / refresh answer (the contract's loginResponseSchema, or
 * tokenLoginResponseSchema, whose refresh fields are absent for a token sign-in without a refresh
 * token). Checked by hand because the refresh path is part of the first page load, which must stay small.
 */
export function readLoginResponse(body: unknown): TokenLoginResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as Record<string, unknown>).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const user = record.user;
  const userWithPermissions =
    typeof user === 'object' && user !== null
      ? { ...(user as Record<string, unknown>), permissions: [] as string[] }
      : undefined;
  const valid =
    typeof record.access_token === 'string' &&
    isPositiveInt(record.expires_in) &&
    // Both refresh fields, or neither.
    ((typeof record.refresh_token === 'string' && isPositiveInt(record.refresh_expires_in)) ||
      (record.refresh_token === undefined && record.refresh_expires_in === undefined)) &&
    typeof record.force_reset_password === 'boolean' &&
    isStoredUser(userWithPermissions);
  return valid ? (body as TokenLoginResponse) : undefined;
}
