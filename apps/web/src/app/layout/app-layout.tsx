import * as React from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '@/app/layout/app-header';
import { SidebarNav } from '@/app/layout/sidebar-nav';
import { useSessionSync } from '@/app/layout/use-session-sync';
import { ReauthenticationDialog } from '@/components/reauthentication-dialog';
import { FileExportProvider } from '@/features/file-export/file-export-provider';
import { skipLinkTarget } from '@/lib/page-regions';
import { queryClient } from '@/lib/query-client';
import { isPasswordResetPending, useSessionUser } from '@/lib/session';

/** The authenticated area, with the query cache its pages use. */
export function AuthenticatedApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <FileExportProvider>
        <AppLayout />
      </FileExportProvider>
    </QueryClientProvider>
  );
}

/** Sidebar, header and the page. */
function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  useSessionSync();

  React.useEffect(() => {
    // Signed out in another tab, the session ended, or a new password is required.
    if (!user) void navigate({ to: isPasswordResetPending() ? '/reset-password/' : '/login/', replace: true });
  }, [user, navigate]);
  if (!user) return null;

  return (
    <div className="flex min-h-svh">
      {/* Past the sidebar and the header, to the page's main actions: a list's toolbar, or the page's heading. */}
      <a
        href="#main"
        onClick={(event) => {
          const main = document.getElementById('main');
          if (!main) return;
          // Focus moved by hand: the address keeps no #main, which the router would take for a navigation.
          event.preventDefault();
          skipLinkTarget(main).focus();
        }}
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('actions.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-svh w-64 shrink-0 flex-col overflow-y-auto border-r bg-sidebar text-sidebar-foreground md:flex">
        {/* shrink-0: on a short window the long navigation scrolls; the title band keeps its height. */}
        <div className="flex h-14 shrink-0 items-center border-b px-5">
          <span className="text-lg font-semibold">{t('appTitle')}</span>
        </div>
        {/* No section is offered until a required second factor is added (docs/decisions/0011-two-step-sign-in.md). */}
        <SidebarNav permissions={user.mfa_setup_required ? [] : user.permissions} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader user={user} />
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
      <ReauthenticationDialog />
    </div>
  );
}
