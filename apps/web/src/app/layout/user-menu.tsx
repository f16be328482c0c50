import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/app/auth/sign-out';
import type { StoredUser } from '@/lib/session';

export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('header.userMenu')} className="max-w-56">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground uppercase">
            {user.username.slice(0, 1)}
          </span>
          <span className="hidden truncate sm:inline">{user.username}</span>
          <ChevronDown aria-hidden="true" className="hidden sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <div className="flex flex-col gap-1">
            <p className="truncate text-sm font-medium">{user.username}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate({ to: '/profile/' })}>
          <User aria-hidden="true" />
          {t('actions.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            void signOut().then(() => navigate({ to: '/login/', replace: true }));
          }}
        >
          <LogOut aria-hidden="true" />
          {t('actions.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
