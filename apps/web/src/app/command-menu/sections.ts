import type { LucideIcon } from 'lucide-react';
import { visibleNavigation, type AccessContext, type NavEntry } from '@/app/navigation';

/** A page of the registry the menu offers: its path, its label key, and its section's label key, if any. */
export interface SectionCommand {
  path: string;
  labelKey: string;
  parentLabelKey?: string;
  icon: LucideIcon;
}

/**
 * Every page the sidebar shows this user, flattened: the menu reads the same registry through the same
 * rules (permissions and feature flags), so it never offers a page the user may not open.
 */
export function sectionCommands(access: AccessContext): SectionCommand[] {
  const leaves = (entries: readonly NavEntry[], parent?: NavEntry): SectionCommand[] =>
    entries.flatMap((entry) =>
      entry.children?.length
        ? leaves(entry.children, entry)
        : [
            {
              path: entry.path,
              labelKey: entry.labelKey,
              icon: entry.icon,
              ...(parent ? { parentLabelKey: parent.labelKey } : {}),
            },
          ],
    );
  return leaves(visibleNavigation(access));
}

/** Whether what was typed names this page: every word appears in its label or its section's label. */
export function matchesSection(labels: readonly string[], query: string): boolean {
  const haystack = labels.join(' ').toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
