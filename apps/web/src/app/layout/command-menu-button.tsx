import * as React from 'react';
import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';

/**
 * The menu (cmdk and the record searches) is its own chunk, fetched when the pointer or focus reaches this
 * button or the shortcut is first pressed: the sign-in page and the console's first paint do not carry it
 * (docs/decisions/0010, 0014). Its file failing to load means a newer build replaced this one.
 */
const loadMenu = () =>
  import('@/app/command-menu/command-menu').catch((error: unknown) => {
    reloadOnceForChunkError();
    throw error;
  });
const LazyCommandMenu = React.lazy(loadMenu);

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** ⌘K on Apple systems and Ctrl+K elsewhere: the shortcut pickers and editors use for "go to anything". */
function isMenuShortcut(event: KeyboardEvent, apple: boolean): boolean {
  return event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (apple ? event.metaKey : event.ctrlKey);
}

/** The header's search button, showing its shortcut; the shortcut works anywhere in the console. */
export function CommandMenuButton({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const apple = React.useMemo(() => isApplePlatform(), []);
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing keeps its focus return and reopening is instant.
  const [wanted, setWanted] = React.useState(false);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isMenuShortcut(event, apple)) return;
      event.preventDefault();
      setWanted(true);
      setOpen((current) => !current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [apple]);

  const preload = () => void loadMenu().catch(() => undefined);
  const shortcut = apple ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-muted-foreground"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchIcon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('header.commandMenu')}</span>
        <kbd aria-hidden="true" className="hidden rounded border px-1.5 font-sans text-[0.7rem] font-medium sm:inline">
          {shortcut}
        </kbd>
      </Button>
      {wanted && (
        <React.Suspense fallback={null}>
          <LazyCommandMenu open={open} onOpenChange={setOpen} permissions={permissions} />
        </React.Suspense>
      )}
    </>
  );
}
