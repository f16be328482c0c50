import * as React from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useTexts } from '@/lib/texts';
import { tokenLogin } from '@/app/auth/api';
import { completeSignIn } from '@/app/auth/sign-in';
import { notify } from '@/lib/toast';

export interface TokenLoginSearch {
  auth_at?: string;
  auth_at_expires?: string;
  auth_rf?: string;
  auth_rf_expires?: string;
}

/**
 * Home with tokens in the address: hands the pair to the server once, stores the session,
 * then replaces the history entry so the tokens leave the address bar.
 */
export function TokenLoginPage({ search }: { search: TokenLoginSearch }) {
  const { t } = useTexts('auth');
  const navigate = useNavigate();
  const started = React.useRef(false);

  React.useEffect(() => {
    // Once per page: React's strict mode runs effects twice, and a token may only be exchanged once.
    if (started.current || !search.auth_at) return;
    started.current = true;
    tokenLogin({
      access_token: search.auth_at,
      ...(search.auth_rf ? { refresh_token: search.auth_rf } : {}),
    })
      .then(async (response) => {
        const outcome = await completeSignIn(response);
        if (outcome.kind === 'reset-password') return navigate({ to: '/reset-password/', replace: true });
        return navigate({ href: outcome.href, replace: true });
      })
      .catch((error: unknown) => {
        notify.failure(error);
        return navigate({ to: '/login/', replace: true });
      });
  }, [navigate, search.auth_at, search.auth_rf]);

  return (
    <div role="status" className="flex min-h-svh items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {t('tokenLogin.signingIn')}
    </div>
  );
}
