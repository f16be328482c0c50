import * as React from 'react';
import { SSO_START_PATH, type SsoError } from '@backoffice/contract/sso';
import { buttonVariants } from '@/components/ui/button';
import { getRuntimeConfig } from '@/lib/config';
import { cn } from '@/lib/utils';
import { useTexts } from '@/lib/texts';
import type { SignInOutcome } from '@/app/auth/sign-in';

/** How the server's single sign-on sent the browser back to /login/ (docs/decisions/0033-single-sign-on.md). */
export interface SingleSignOnReturn {
  sso?: 'signed-in';
  sso_error?: SsoError;
}

/**
 * "Sign in with <provider>" under the password form, when the server has single sign-on configured. A plain
 * link: the server's start route redirects to the provider, which sends the browser back to this page.
 */
export function SingleSignOnButton({ disabled }: { disabled: boolean }) {
  const { t } = useTexts('auth');
  const { ssoName, userApiUrl } = getRuntimeConfig();
  if (!ssoName) return null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('login.ssoDivider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <a
        href={`${userApiUrl}${SSO_START_PATH}`}
        aria-disabled={disabled || undefined}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full', disabled && 'pointer-events-none opacity-50')}
      >
        {t('login.sso', { name: ssoName })}
      </a>
    </div>
  );
}

/**
 * Back from the provider: signed in (the refresh cookie is set, so one refresh gives the session), or refused
 * with a code this page words. Runs once per page; the address loses its parameter so a reload does not repeat it.
 */
export function useSingleSignOnReturn(
  search: SingleSignOnReturn,
  enter: (outcome: SignInOutcome) => Promise<void>,
  fail: (message: string) => void,
): boolean {
  const { t } = useTexts('auth');
  const handled = React.useRef(false);
  const [signingIn, setSigningIn] = React.useState(search.sso === 'signed-in');
  React.useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', '/login/');
    if (search.sso === 'signed-in') {
      void import('@/app/auth/sign-in-flow')
        .then(async (flow) => {
          const result = await flow.signInWithProvider();
          if (result.kind === 'signed-in') await enter(result.outcome);
          else fail(result.message);
        })
        .finally(() => setSigningIn(false));
    } else if (search.sso_error) {
      const message = t(`sso.errors.${search.sso_error}`);
      fail(message);
      void import('@/app/auth/sign-in-flow').then((flow) => flow.notify.error(message));
    }
  }, [enter, fail, search.sso, search.sso_error, t]);
  return signingIn;
}
