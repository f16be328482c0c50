import type {
  ChangePasswordRequest,
  LoginRequest,
  TokenLoginResponse,
  ResetPasswordRequest,
  TokenLoginRequest,
} from '@backoffice/contract';
import { readLoginResponse } from '@/lib/auth-response';
import { userApi } from '@/lib/http';

function parseLoginResponse(data: unknown): TokenLoginResponse {
  const response = readLoginResponse(data);
  if (!response) throw new Error('Unexpected login answer');
  return response;
}

/**
 * Calls of the user-management API's auth routes. Sign-in answers are checked by hand
 * (lib/auth-response.ts): the token sign-in at '/' then loads no zod at all.
 */
export function login(body: LoginRequest): Promise<TokenLoginResponse> {
  // A wrong password answers 401: that is a failed sign-in, not an expired session.
  return userApi.post('/v1/auth/login', body, { auth: false, parse: parseLoginResponse });
}

export function tokenLogin(body: TokenLoginRequest): Promise<TokenLoginResponse> {
  return userApi.post('/v1/auth/token-login', body, {
    auth: false,
    parse: parseLoginResponse,
  });
}

export function logout(): Promise<void> {
  return userApi.post('/v1/auth/logout', {}, { refreshOnUnauthorized: false });
}

export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return userApi.post('/v1/auth/reset-password', body);
}

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return userApi.post('/v1/auth/change-password', body);
}
