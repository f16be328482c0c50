import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '@backoffice/contract';
import { isForbiddenError } from '@/app/access';
import { NAVIGATION, type NavEntry } from '@/app/navigation';
import { requirePage, requireSection } from '@/app/route-guard';
import { setFeatureEnabled } from '@/lib/feature-flags';
import { clearSession, storeUser } from '@/lib/session';

function signInWith(permissions: Permission[]): void {
  storeUser({ id: 5, username: 'staff', email: 'staff@example.com', role: { id: 2, name: 'Staff', permissions } });
}

/** What the guard does: nothing, a 403 ("You do not have permission") or a 404 (a switched-off feature). */
function outcome(guard: () => void): 'open' | 'forbidden' | 'not found' {
  try {
    guard();
    return 'open';
  } catch (error) {
    return isForbiddenError(error) ? 'forbidden' : 'not found';
  }
}

function leaves(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));
}

afterEach(() => {
  clearSession();
  setFeatureEnabled('BOT_ANALYTICS', true);
  setFeatureEnabled('SPONSOR', true);
});

describe('route guards read the sidebar registry', () => {
  it('open each page to exactly the permissions its sidebar entry names', () => {
    for (const entry of leaves(NAVIGATION)) {
      const [permission] = entry.permissions ?? [];
      if (!permission) throw new Error(`${entry.path} names no permission`);
      signInWith([permission]);
      expect(outcome(requirePage(entry.path)), entry.path).toBe('open');
      signInWith([]);
      expect(outcome(requirePage(entry.path)), entry.path).toBe('forbidden');
    }
  });

  it("answer Not Found for a page whose own or section's feature flag is off, before any permission check", () => {
    signInWith([]);
    setFeatureEnabled('BOT_ANALYTICS', false);
    expect(outcome(requirePage('/bot/chat-records'))).toBe('not found');
    expect(outcome(requireSection('/bot'))).toBe('not found');
    setFeatureEnabled('SPONSOR', false);
    expect(outcome(requirePage('/database/sponsor'))).toBe('not found');
  });

  it("tell the section '/bot' from its first page '/bot'", () => {
    signInWith(['BOT_SUBSCRIPTION']);
    expect(outcome(requireSection('/bot'))).toBe('open');
    expect(outcome(requirePage('/bot'))).toBe('forbidden');
  });

  it('refuse to guard a path the registry does not have, at once', () => {
    expect(() => requirePage('/no-such-page')).toThrow('The sidebar registry has no entry at /no-such-page');
  });
});
