import { meResponseSchema, type MeResponse } from '@backoffice/contract';
import { userApi } from '@/lib/http';

/** The signed-in user as the server knows it now (role edits take effect without a new sign-in). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return userApi.get('/v1/auth/me', { signal, parse: (data) => meResponseSchema.parse(data) });
}
