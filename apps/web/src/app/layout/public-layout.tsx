import type * as React from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
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

interface PublicCardProps {
  title: string;
  description: string;
  /** The card's width. */
  className: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/** A public page's one card: its title as the page's heading, the line under it, its content and footer. */
export function PublicCard({ title, description, className, children, footer }: PublicCardProps) {
  return (
    <PublicLayout>
      <Card className={className}>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter>{footer}</CardFooter>}
      </Card>
    </PublicLayout>
  );
}
