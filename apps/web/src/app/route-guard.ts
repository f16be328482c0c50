import type { FeatureFlag, Permission } from '@backoffice/contract';
import { requirePermission, requireFeature } from '@/app/access';
import { NAVIGATION, type NavEntry } from '@/app/navigation';

/** The entries from the top of the registry down to the one at `path` (a page, or with `section` its section). */
function trailTo(
  path: string,
  section: boolean,
  entries: readonly NavEntry[] = NAVIGATION,
  above: NavEntry[] = [],
): NavEntry[] | undefined {
  for (const entry of entries) {
    const trail = [...above, entry];
    // '/bot' is both the Bot Analytics section and its first page: the section only when asked for.
    if (entry.path === path && Boolean(entry.children?.length) === section) return trail;
    const below = entry.children && trailTo(path, section, entry.children, trail);
    if (below) return below;
  }
  return undefined;
}

function guard(trail: NavEntry[] | undefined, path: string): () => void {
  if (!trail) throw new Error(`The sidebar registry has no entry at ${path}`);
  const flags = trail.flatMap((entry): FeatureFlag[] => (entry.flag ? [entry.flag] : []));
  const permissions: readonly Permission[] | undefined = trail.at(-1)?.permissions;
  return () => {
    // The flag first: a hidden feature must not reveal itself with a 403.
    for (const flag of flags) requireFeature(flag)();
    if (permissions) requirePermission(permissions)();
  };
}

/**
 * For a page route's beforeLoad: the access rules of the sidebar entry at `path` (its permissions, its own
 * feature flag and its section's), so the sidebar and the route read one table and cannot disagree. A
 * record's page takes its list's path.
 */
export function requirePage(path: string): () => void {
  return guard(trailTo(path, false), path);
}

/** For a section's layout route: Not Found while the section's feature flag is off. */
export function requireSection(path: string): () => void {
  return guard(trailTo(path, true), path);
}
