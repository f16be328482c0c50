import type * as React from 'react';
import { useTexts } from '@/lib/texts';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { ThemeSwitcher } from '@/app/layout/theme-switcher';

/** Pages outside the console (login, reset, flags): title plus language and theme switchers. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTexts();
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex h-14 items-center justify-between border-b bg-background px-4">
        <span className="text-lg font-semibold">{t('appTitle')}</span>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center p-4 pt-[10vh]">{children}</main>
    </div>
  );
}
