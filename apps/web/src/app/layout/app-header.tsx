import * as React from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CommandMenuButton } from '@/app/layout/command-menu-button';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { SidebarNav } from '@/app/layout/sidebar-nav';
import { ThemeMenu } from '@/app/layout/theme-menu';
import { ThemeSwitcher } from '@/app/layout/theme-switcher';
import { UserMenu } from '@/app/layout/user-menu';
import { usePhoneLayout } from '@/lib/phone-layout';
import type { StoredUser } from '@/lib/session';

/** Top bar: the navigation drawer on small screens, language, theme and the user menu. */
export function AppHeader({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const onPhone = usePhoneLayout();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-1 border-b bg-background/95 px-2 sm:gap-2 sm:px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('actions.openNavigation')}
        onClick={() => setDrawerOpen(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      <span className="truncate font-semibold md:hidden">{t('appTitle')}</span>
      <div className="ml-auto flex items-center gap-1">
        <CommandMenuButton permissions={user.mfa_setup_required ? [] : user.permissions} />
        <LanguageSwitcher />
        {onPhone ? <ThemeMenu /> : <ThemeSwitcher />}
        <UserMenu user={user} />
      </div>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent className="top-0 left-0 h-svh max-h-svh w-72 max-w-[80vw] translate-x-0 translate-y-0 gap-0 rounded-none border-r bg-sidebar p-0 sm:max-w-72">
          <DialogTitle className="px-5 pt-5 text-lg">{t('appTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t('nav.label')}</DialogDescription>
          <SidebarNav
            permissions={user.mfa_setup_required ? [] : user.permissions}
            onNavigate={() => setDrawerOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </header>
  );
}
