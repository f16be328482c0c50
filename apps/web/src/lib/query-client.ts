import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http';
import { getStoredUser, subscribeSession } from '@/lib/session';

/** Client errors (4xx) will not improve by retrying; network and server errors get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The console's one cache. It is loaded with the authenticated area (the sign-in page does without),
 * and forgets everything when the session ends, so the next user never sees the last one's data.
 */
export const queryClient = createQueryClient();

subscribeSession(() => {
  if (!getStoredUser()) queryClient.clear();
});
