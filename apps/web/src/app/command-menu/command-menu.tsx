import * as React from 'react';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useQueries } from '@tanstack/react-query';
import { FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from '@/components/ui/command';
import { useFeatureFlags } from '@/lib/feature-flags';
import { recordSearchParams, recordSourcesFor } from './record-sources';
import { matchesSection, sectionCommands } from './sections';

/** Typing pauses this long before the lists are asked: one request per source per pause, not per key. */
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** cmdk's value of an option: what the selection is kept by, one spelling for the option and the selection. */
const pageValue = (path: string) => `page:${path}`;
const hitValue = (sourceId: string, hitId: number | string) => `${sourceId}:${hitId}`;

export interface CommandMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the sidebar is given: none while a required second factor is missing. */
  permissions: readonly string[];
}

/** The ⌘K / Ctrl+K menu: the pages this user may open, and records of their lists found by name. */
export default function CommandMenu({ open, onOpenChange, permissions }: CommandMenuProps) {
  const { t } = useTranslation(['commandMenu', 'common']);
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const [query, setQuery] = React.useState('');
  const settledQuery = useDebounced(query.trim(), SEARCH_DELAY_MS);

  const access = React.useMemo(
    () => ({ permissions, isFeatureEnabled: (flag: keyof typeof flags) => flags[flag] }),
    [permissions, flags],
  );
  const sections = React.useMemo(() => sectionCommands(access), [access]);
  const sources = React.useMemo(() => recordSourcesFor(access), [access]);

  const searching = open && settledQuery !== '';
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: ['command-menu', source.id, settledQuery] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.search(recordSearchParams(settledQuery), signal),
      enabled: searching,
      staleTime: 30_000,
    })),
  });

  const [chosen, setChosen] = React.useState('');
  // A closed menu opens empty next time (state adjusted while rendering, as React advises over an effect).
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setQuery('');
      setChosen('');
    }
  }

  const shownSections = sections.filter((section) =>
    matchesSection(
      [
        section.parentLabelKey ? t(section.parentLabelKey, { ns: 'common' }) : '',
        t(section.labelKey, { ns: 'common' }),
      ],
      query,
    ),
  );
  const hitsOf = (index: number) => (searching ? (results[index]?.data ?? []) : []);
  // The option Enter opens: the one last chosen (arrows, pointer) while it is shown, else the first shown.
  // Kept here rather than left to cmdk, which under load could lose it as results replaced each other and
  // leave the only result unselected.
  const optionValues = [
    ...shownSections.map((section) => pageValue(section.path)),
    ...sources.flatMap((source, index) => hitsOf(index).map((hit) => hitValue(source.id, hit.id))),
  ];
  const selected = optionValues.includes(chosen) ? chosen : (optionValues[0] ?? '');
  const typingAhead = query.trim() !== settledQuery;
  const loading = query.trim() !== '' && (typingAhead || results.some((result) => result.isFetching));
  const hitCount = optionValues.length - shownSections.length;

  function go(link: NavigateOptions) {
    onOpenChange(false);
    void navigate(link);
  }

  return (
    <CommandDialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')}>
      {/* The lists filter on the server and the pages here: cmdk shows what it is given, in this order. */}
      <Command shouldFilter={false} label={t('title')} loop value={selected} onValueChange={setChosen}>
        <CommandInput value={query} onValueChange={setQuery} placeholder={t('placeholder')} />
        <CommandList aria-label={t('results')}>
          {!loading && shownSections.length === 0 && hitCount === 0 && <CommandEmpty>{t('empty')}</CommandEmpty>}
          {shownSections.length > 0 && (
            <CommandGroup heading={t('pages')}>
              {shownSections.map((section) => {
                const Icon = section.icon;
                const label = t(section.labelKey, { ns: 'common' });
                return (
                  <CommandItem
                    key={section.path}
                    value={pageValue(section.path)}
                    onSelect={() => go({ href: section.path })}
                  >
                    <Icon aria-hidden="true" />
                    <span>
                      {section.parentLabelKey && (
                        <span className="text-muted-foreground">{t(section.parentLabelKey, { ns: 'common' })} › </span>
                      )}
                      {label}
                    </span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
          )}
          {sources.map((source, index) => {
            const hits = hitsOf(index);
            if (hits.length === 0) return null;
            return (
              <CommandGroup key={source.id} heading={t(source.headingKey)}>
                {hits.map((hit) => (
                  <CommandItem key={hit.id} value={hitValue(source.id, hit.id)} onSelect={() => go(hit.link)}>
                    <FileTextIcon aria-hidden="true" />
                    <span className="min-w-0 truncate">{hit.name}</span>
                    {hit.detail && (
                      <span className="ml-auto min-w-0 truncate text-xs text-muted-foreground">{hit.detail}</span>
                    )}
                  </CommandItem>
                ))}
              </CommandGroup>
            );
          })}
          {loading && <CommandLoading>{t('loading')}</CommandLoading>}
          {searching && !loading && results.some((result) => result.isError) && (
            <p role="status" className="px-2 py-3 text-sm text-destructive">
              {t('failed')}
            </p>
          )}
        </CommandList>
      </Command>
    </CommandDialog>
  );
}
