import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleNavigation, type NavEntry } from '@/app/navigation';
import { useFeatureFlags } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';

const linkClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-sidebar-foreground/80 outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50 data-[status=active]:bg-sidebar-accent data-[status=active]:font-medium data-[status=active]:text-sidebar-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/** `exact`: a section's own page (/bot) is not active on its sibling pages (/bot/subscription). */
function EntryLink({
  entry,
  onNavigate,
  exact = false,
}: {
  entry: NavEntry;
  onNavigate?: () => void;
  exact?: boolean;
}) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const Icon = entry.icon;
  // A detail page kept outside the entry's path (/ads-keyword-tracking/7) is still the entry's place.
  const currentElsewhere = entry.alsoCurrentUnder?.some((prefix) => pathname.startsWith(prefix)) === true;
  return (
    // Registry paths are route paths; the router checks them at run time.
    <Link
      to={entry.path}
      className={linkClass}
      onClick={onNavigate}
      activeOptions={{ exact }}
      {...(currentElsewhere ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    >
      <Icon aria-hidden="true" />
      <span className="truncate">{t(entry.labelKey)}</span>
    </Link>
  );
}

/** The sidebar, generated from the navigation registry for this user. */
export function SidebarNav({ permissions, onNavigate }: { permissions: readonly string[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const entries = visibleNavigation({
    permissions,
    isFeatureEnabled: (flag) => flags[flag],
  });
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-4 p-3">
      {entries.map((entry) =>
        entry.children?.length ? (
          <div key={entry.path} role="group" aria-labelledby={`nav-${entry.path}`}>
            <p
              id={`nav-${entry.path}`}
              className="flex items-center gap-2 px-2 pb-1 text-xs font-medium text-sidebar-foreground/60 [&_svg]:size-4"
            >
              <entry.icon aria-hidden="true" />
              {t(entry.labelKey)}
            </p>
            <ul className={cn('grid gap-0.5')}>
              {entry.children.map((child) => (
                <li key={child.path}>
                  <EntryLink entry={child} onNavigate={onNavigate} exact={child.path === entry.path} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <EntryLink key={entry.path} entry={entry} onNavigate={onNavigate} />
        ),
      )}
    </nav>
  );
}
