import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { fetchMe } from '@/app/auth/me-api';
import { forgetUser, getStoredUser, storeUser, useSessionUser } from '@/lib/session';

export const meQueryKey = ['auth', 'me'] as const;

/**
 * Keeps the stored user in step with the server: a role edited by an administrator changes the
 * sidebar without a new sign-in, and an account told to reset its password goes to the reset page.
 */
export function useSessionSync(): void {
  const navigate = useNavigate();
  // Signed out (the layout is still shown while the sign-in page loads): asking would only earn a 401.
  const signedIn = useSessionUser() !== null;
  const { data } = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  React.useEffect(() => {
    if (!data) return;
    const me = data.data;
    if (me.force_reset_password) {
      forgetUser();
      void navigate({ to: '/reset-password/', replace: true });
      return;
    }
    const stored = getStoredUser();
    const fresh = { id: me.id, username: me.username, email: me.email, role: me.role };
    // A second factor required by the policy (docs/decisions/0011-two-step-sign-in.md): only the profile page until one is added.
    const mfaSetupRequired = me.mfa_setup_required === true;
    const changed =
      !stored ||
      stored.username !== fresh.username ||
      stored.email !== fresh.email ||
      (stored.mfa_setup_required === true) !== mfaSetupRequired ||
      JSON.stringify(stored.role) !== JSON.stringify(fresh.role);
    if (changed) storeUser(fresh, mfaSetupRequired);
    if (mfaSetupRequired && window.location.pathname.replace(/\/+$/, '') !== '/profile')
      void navigate({ to: '/profile/', replace: true });
  }, [data, navigate]);
}
