import type { WarGroup } from '@backoffice/contract';

/** A group by its title, or its link while it has none. */
export function groupName(group: Pick<WarGroup, 'title' | 'link'>): string {
  return group.title || group.link;
}
