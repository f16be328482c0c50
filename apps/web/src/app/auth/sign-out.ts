import { logout } from '@/app/auth/api';
import { clearSession } from '@/lib/session';

/**
 * Ends the session: tells the server (which clears the HttpOnly refresh cookie), then forgets
 * everything local even if the server could not be reached. The query cache empties itself when
 * the session ends (lib/query-client.ts).
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Signing out must always work locally.
  }
  clearSession();
}

/** Forgets the session here only: for when the server has already ended it (password reset or change). */
export function endLocalSession(): void {
  clearSession();
}
