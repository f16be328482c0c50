import { passkeyOptionsResponseSchema, type TokenLoginResponse } from '@backoffice/contract';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { readLoginResponse } from '@/lib/auth-response';
import { userApi } from '@/lib/http';

/** The second sign-in step's calls (docs/decisions/0011-two-step-sign-in.md); each answers like the login call. */

function parseLoginResponse(data: unknown): TokenLoginResponse {
  const response = readLoginResponse(data);
  if (!response) throw new Error('Unexpected login answer');
  return response;
}

// A wrong code answers 401: that is a failed step, not an expired session, so no refresh is tried.
const signInCall = { auth: false, refreshOnUnauthorized: false, parse: parseLoginResponse } as const;

export function verifyTotp(challengeToken: string, code: string): Promise<TokenLoginResponse> {
  return userApi.post('/v1/auth/mfa/totp', { challenge_token: challengeToken, code }, signInCall);
}

export function verifyRecoveryCode(challengeToken: string, code: string): Promise<TokenLoginResponse> {
  return userApi.post('/v1/auth/mfa/recovery', { challenge_token: challengeToken, code }, signInCall);
}

export function passkeyRequestOptions(challengeToken: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return userApi.post(
    '/v1/auth/mfa/passkey/options',
    { challenge_token: challengeToken },
    {
      auth: false,
      refreshOnUnauthorized: false,
      // The contract checks the outer shape only; the browser's WebAuthn API checks the rest.
      parse: (body) =>
        passkeyOptionsResponseSchema.parse(body).data as unknown as PublicKeyCredentialRequestOptionsJSON,
    },
  );
}

export function verifyPasskey(
  challengeToken: string,
  response: AuthenticationResponseJSON,
): Promise<TokenLoginResponse> {
  return userApi.post('/v1/auth/mfa/passkey', { challenge_token: challengeToken, response }, signInCall);
}
