import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  NAVIGATION,
  canOpenPath,
  firstOpenChild,
  isPathFlaggedOff,
  normalizePath,
  visibleNavigation,
  type NavEntry,
} from '@/app/navigation';

const on = () => true;

const registry: NavEntry[] = [
  {
    path: '/database',
    labelKey: 'nav.searchBot',
    icon: Users,
    children: [
      {
        path: '/database/keyword-database',
        labelKey: 'a',
        icon: Users,
        permissions: ['SEARCH_BOT_KEYWORD_DATABASE'],
        flag: 'KEYWORD_DATABASE',
      },
      {
        path: '/database/sensitive-keyword',
        labelKey: 'b',
        icon: Users,
        permissions: ['SEARCH_BOT_SENSITIVE_KEYWORD'],
      },
    ],
  },
  { path: '/stalker', labelKey: 'nav.stalker', icon: Users, permissions: ['STALKER'] },
];

describe('navigation registry', () => {
  it('registers User Management with its pages', () => {
    const section = NAVIGATION.find((entry) => entry.path === '/user');
    expect(section?.flag).toBe('USER_MANAGEMENT');
    expect(section?.children?.map((child) => child.path)).toEqual([
      '/user/account-management',
      '/user/role-management',
      '/user/api-keys',
      '/user/webhooks',
      '/user/audit-log',
    ]);
  });

  it('shows only what the permissions open; ALL opens everything', () => {
    const visible = visibleNavigation(
      { permissions: ['SEARCH_BOT_SENSITIVE_KEYWORD'], isFeatureEnabled: on },
      registry,
    );
    expect(visible.map((entry) => entry.path)).toEqual(['/database']);
    expect(visible[0]?.children?.map((child) => child.path)).toEqual(['/database/sensitive-keyword']);
    expect(visibleNavigation({ permissions: ['ALL'], isFeatureEnabled: on }, registry)).toHaveLength(2);
    expect(visibleNavigation({ permissions: [], isFeatureEnabled: on }, registry)).toHaveLength(0);
  });

  it('hides entries behind a disabled flag', () => {
    const access = { permissions: ['ALL'], isFeatureEnabled: (flag: string) => flag !== 'KEYWORD_DATABASE' };
    const visible = visibleNavigation(access, registry);
    expect(visible[0]?.children?.map((child) => child.path)).toEqual(['/database/sensitive-keyword']);
    expect(isPathFlaggedOff('/database/keyword-database', access, registry)).toBe(true);
    expect(canOpenPath('/database/keyword-database/', access, registry)).toBe(false);
  });

  it('finds the first child a section index should lead to', () => {
    expect(
      firstOpenChild('/database', { permissions: ['SEARCH_BOT_SENSITIVE_KEYWORD'], isFeatureEnabled: on }, registry),
    ).toBe('/database/sensitive-keyword');
    expect(firstOpenChild('/database/', { permissions: ['ALL'], isFeatureEnabled: on }, registry)).toBe(
      '/database/keyword-database',
    );
    expect(firstOpenChild('/database', { permissions: ['STALKER'], isFeatureEnabled: on }, registry)).toBeUndefined();
    expect(firstOpenChild('/user', { permissions: ['USER_ACCOUNT'], isFeatureEnabled: on })).toBe(
      '/user/account-management',
    );
  });

  it('treats /x/ and /x as the same path', () => {
    expect(normalizePath('/user/')).toBe('/user');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/user?x=1')).toBe('/user');
  });
});
