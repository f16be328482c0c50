import {
  BellRing,
  Binoculars,
  Bot,
  ChartLine,
  Contact,
  FileDown,
  KeySquare,
  MessagesSquare,
  Ban,
  Forward,
  HandCoins,
  KeyRound,
  Megaphone,
  Radar,
  Library,
  MessageSquareText,
  ScrollText,
  Search,
  ShieldCheck,
  ShieldOff,
  Swords,
  UserCog,
  Users,
  UsersRound,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { hasAnyPermission, type FeatureFlag, type Permission } from '@backoffice/contract';

/**
 * The sidebar and the access rules of every section, in one registry. A section is registered
 * here when its routes exist; adding a section is adding one entry.
 */
export interface NavEntry {
  /** Route path ('/user/account-management'); a section's own path is its index route. */
  path: string;
  /** Key in the 'common' namespace. */
  labelKey: string;
  icon: LucideIcon;
  /** Any one of these opens the entry; omitted on a section, which is open when a child is. */
  permissions?: readonly Permission[];
  /** Hidden, and its routes Not Found, while this feature flag is off. */
  flag?: FeatureFlag;
  /** Pages outside the entry's path that belong to it (a record's detail page): the entry shows as current there. */
  alsoCurrentUnder?: readonly string[];
  children?: readonly NavEntry[];
}

/** In the order of the product's sidebar. */
export const NAVIGATION: readonly NavEntry[] = [
  {
    path: '/keyword',
    labelKey: 'nav.keyword',
    icon: KeyRound,
    children: [
      {
        path: '/keyword/forward',
        labelKey: 'nav.keywordForward',
        icon: Forward,
        permissions: ['KEYWORD_FORWARD'],
      },
      {
        path: '/keyword/restrict',
        labelKey: 'nav.keywordRestrict',
        icon: Ban,
        permissions: ['KEYWORD_RESTRICT'],
      },
    ],
  },
  {
    path: '/database',
    labelKey: 'nav.searchBot',
    icon: Search,
    children: [
      {
        path: '/database/keyword-database',
        labelKey: 'nav.keywordDatabase',
        icon: Library,
        permissions: ['SEARCH_BOT_KEYWORD_DATABASE'],
        flag: 'KEYWORD_DATABASE',
      },
      {
        path: '/database/sensitive-keyword',
        labelKey: 'nav.sensitiveKeyword',
        icon: ShieldOff,
        permissions: ['SEARCH_BOT_SENSITIVE_KEYWORD'],
        flag: 'SENSITIVE_KEYWORD',
      },
      {
        path: '/database/sponsor',
        labelKey: 'nav.sponsor',
        icon: HandCoins,
        permissions: ['SEARCH_BOT_SPONSOR'],
        flag: 'SPONSOR',
      },
    ],
  },
  {
    path: '/stalker',
    labelKey: 'nav.stalker',
    icon: Binoculars,
    permissions: ['STALKER'],
  },
  {
    path: '/keyword-message',
    labelKey: 'nav.keywordMessage',
    icon: MessageSquareText,
    permissions: ['KEYWORD_MESSAGE'],
  },
  {
    path: '/file-export',
    labelKey: 'nav.fileExport',
    icon: FileDown,
    permissions: ['FILE_EXPORT'],
    flag: 'FILE_EXPORT',
  },
  {
    path: '/account-list',
    labelKey: 'nav.accountList',
    icon: Contact,
    permissions: ['ACCOUNT'],
    flag: 'ACCOUNT_LIST',
  },
  {
    path: '/bot',
    labelKey: 'nav.botAnalytics',
    icon: Bot,
    flag: 'BOT_ANALYTICS',
    children: [
      {
        path: '/bot',
        labelKey: 'nav.botOverview',
        icon: ChartLine,
        permissions: ['BOT'],
      },
      {
        path: '/bot/subscription',
        labelKey: 'nav.botSubscription',
        icon: BellRing,
        permissions: ['BOT_SUBSCRIPTION'],
      },
      {
        path: '/bot/chat-records',
        labelKey: 'nav.chatRecords',
        icon: MessagesSquare,
        permissions: ['CHAT_RECORDS'],
      },
    ],
  },
  {
    path: '/user',
    labelKey: 'nav.userManagement',
    icon: Users,
    flag: 'USER_MANAGEMENT',
    children: [
      {
        path: '/user/account-management',
        labelKey: 'nav.accountManagement',
        icon: UserCog,
        permissions: ['USER_ACCOUNT'],
      },
      {
        path: '/user/role-management',
        labelKey: 'nav.roleManagement',
        icon: ShieldCheck,
        permissions: ['ROLE_MANAGEMENT'],
      },
      {
        path: '/user/api-keys',
        labelKey: 'nav.apiKeys',
        icon: KeySquare,
        permissions: ['ALL'],
      },
      {
        path: '/user/webhooks',
        labelKey: 'nav.webhooks',
        icon: Webhook,
        permissions: ['WEBHOOK'],
      },
      {
        path: '/user/audit-log',
        labelKey: 'nav.auditLog',
        icon: ScrollText,
        permissions: ['ALL'],
      },
    ],
  },
  {
    path: '/marketingtool',
    labelKey: 'nav.marketingTool',
    icon: Megaphone,
    children: [
      {
        path: '/marketingtool/ads-keyword-tracking',
        labelKey: 'nav.adsKeywordTracking',
        icon: Radar,
        permissions: ['ADS_KEYWORD_TRACKING'],
        alsoCurrentUnder: ['/ads-keyword-tracking/'],
      },
    ],
  },
  {
    path: '/war-bot',
    labelKey: 'nav.warBot',
    icon: Swords,
    flag: 'WAR_BOT',
    children: [
      {
        path: '/war-bot',
        labelKey: 'nav.groupActivityAnalysis',
        icon: ChartLine,
        permissions: ['WAR_BOT'],
      },
      {
        path: '/war-bot/groups',
        labelKey: 'nav.trackedGroups',
        icon: UsersRound,
        permissions: ['WAR_BOT'],
      },
    ],
  },
];

export interface AccessContext {
  permissions: readonly string[];
  isFeatureEnabled: (flag: FeatureFlag) => boolean;
}

/** '/user/' and '/user' are the same place. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function entryAllows(entry: NavEntry, access: AccessContext): boolean {
  if (entry.flag && !access.isFeatureEnabled(entry.flag)) return false;
  if (entry.children?.length) return entry.children.some((child) => entryAllows(child, access));
  return !entry.permissions || hasAnyPermission(access.permissions, entry.permissions);
}

/** The registry as this user sees it: entries they may open, behind flags that are on. */
export function visibleNavigation(access: AccessContext, entries: readonly NavEntry[] = NAVIGATION): NavEntry[] {
  return entries
    .filter((entry) => entryAllows(entry, access))
    .map((entry) => (entry.children ? { ...entry, children: visibleNavigation(access, entry.children) } : entry));
}

/** The entry of a path with its ancestors, outermost first; undefined when not registered. */
export function findEntryTrail(path: string, entries: readonly NavEntry[] = NAVIGATION): NavEntry[] | undefined {
  const wanted = normalizePath(path);
  for (const entry of entries) {
    if (normalizePath(entry.path) === wanted) {
      // A section whose own page is also its first child (/bot): the child is the place.
      const child = entry.children ? findEntryTrail(wanted, entry.children) : undefined;
      return child ? [entry, ...child] : [entry];
    }
    if (entry.children) {
      const trail = findEntryTrail(wanted, entry.children);
      if (trail) return [entry, ...trail];
    }
  }
  return undefined;
}

/** Whether any flag on the way to this path is off. */
export function isPathFlaggedOff(path: string, access: AccessContext, entries?: readonly NavEntry[]): boolean {
  const trail = findEntryTrail(path, entries) ?? [];
  return trail.some((entry) => entry.flag !== undefined && !access.isFeatureEnabled(entry.flag));
}

/** A registered path this user may open now. */
export function canOpenPath(path: string, access: AccessContext, entries?: readonly NavEntry[]): boolean {
  const trail = findEntryTrail(path, entries);
  return trail !== undefined && trail.every((entry) => entryAllows(entry, access));
}

/** The first child of a section the user may open (for /user, /database, /marketingtool …). */
export function firstOpenChild(
  sectionPath: string,
  access: AccessContext,
  entries?: readonly NavEntry[],
): string | undefined {
  const trail = findEntryTrail(sectionPath, entries);
  const section = trail?.at(-1);
  if (!trail || !section || !trail.every((entry) => entryAllows(entry, access))) return undefined;
  return section.children?.find((child) => entryAllows(child, access))?.path;
}

/** The first page the sidebar offers this user, in its order (a section's first open child); undefined when none. */
export function firstOfferedPath(access: AccessContext, entries: readonly NavEntry[] = NAVIGATION): string | undefined {
  for (const entry of visibleNavigation(access, entries)) {
    if (!entry.children) return entry.path;
    const child = firstOfferedPath(access, entry.children);
    if (child) return child;
  }
  return undefined;
}
