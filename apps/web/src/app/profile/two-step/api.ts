import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mfaStatusResponseSchema,
  passkeyAddResponseSchema,
  passkeyOptionsResponseSchema,
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  type MfaStatus,
  type PasskeyAddRequest,
  type PasskeyAddResponse,
  type PasskeyOptions,
} from '@backoffice/contract';
import { meQueryKey } from '@/app/layout/use-session-sync';
import { userApi } from '@/lib/http';

/** Enrollment of the signed-in account's second factors (docs/decisions/0011-two-step-sign-in.md). */
export const mfaStatusQueryKey = ['auth', 'mfa'] as const;

export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return userApi.get('/v1/auth/mfa', { signal, parse: (body) => mfaStatusResponseSchema.parse(body).data });
}

export function useMfaStatus() {
  return useQuery({ queryKey: mfaStatusQueryKey, queryFn: ({ signal }) => getMfaStatus(signal) });
}

export function setupTotp(): Promise<{ secret: string; otpauth_url: string }> {
  return userApi.post('/v1/auth/mfa/totp/setup', {}, { parse: (body) => totpSetupResponseSchema.parse(body).data });
}

function recoveryCodes(body: unknown): string[] {
  return recoveryCodesResponseSchema.parse(body).data.recovery_codes;
}

export function enableTotp(code: string): Promise<string[]> {
  return userApi.post('/v1/auth/mfa/totp/enable', { code }, { parse: recoveryCodes });
}

export function disableTotp(password: string): Promise<void> {
  return userApi.post('/v1/auth/mfa/totp/disable', { password });
}

export function passkeyCreationOptions(): Promise<PasskeyOptions> {
  return userApi.post(
    '/v1/auth/mfa/passkeys/options',
    {},
    { parse: (body) => passkeyOptionsResponseSchema.parse(body).data },
  );
}

export function addPasskey(body: PasskeyAddRequest): Promise<PasskeyAddResponse['data']> {
  return userApi.post('/v1/auth/mfa/passkeys', body, {
    parse: (answer) => passkeyAddResponseSchema.parse(answer).data,
  });
}

export function removePasskey(id: number, password: string): Promise<void> {
  return userApi.post(`/v1/auth/mfa/passkeys/${id}/remove`, { password });
}

export function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return userApi.post('/v1/auth/mfa/recovery-codes', { password }, { parse: recoveryCodes });
}

/**
 * A change to the account's factors: afterwards the factor list is read again, and so is the signed-in
 * user, whose duty to add a factor (mfa_setup_required) may have ended with it.
 */
export function useMfaMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
