import { landingPathFor, type FeatureFlag } from '@backoffice/contract';
import { isFeatureEnabled } from '@/lib/feature-flags';

/**
 * Where a user with no landing goes. The contract's fallback is home ('/'), but home without a token
 * sends to /login, which would send a signed-in user back again; the profile page is open to every
 * signed-in user and says plainly that the role opens no section.
 */
export const NO_LANDING_PATH = '/profile/';

type Flags = { isFeatureEnabled: (flag: FeatureFlag) => boolean };

/**
 * The landing: the first row of LANDING_ORDER whose permission the user holds, passing over
 * sections switched off by a feature flag. Sections not built yet show Not Found there, as the product
 * says where a user lands, not this build.
 */
export function landingFor(permissions: readonly string[], flags: Flags = { isFeatureEnabled }): string {
  const path = landingPathFor(permissions, flags.isFeatureEnabled);
  return path === '/' ? NO_LANDING_PATH : path;
}

/**
 * Where a user goes after signing in: the landing table's row, or, when the role opens only sections
 * the table does not name (War Bot, Ads Keyword Tracking, Sponsor), the first page the sidebar offers;
 * the profile page only when the sidebar offers none. The sidebar registry (with its icons) is fetched
 * only in that case: the sign-in page does without it (docs/decisions/0010).
 */
export async function landingAfterSignIn(
  permissions: readonly string[],
  flags: Flags = { isFeatureEnabled },
): Promise<string> {
  const path = landingFor(permissions, flags);
  if (path !== NO_LANDING_PATH) return path;
  const { firstOfferedPath } = await import('@/app/navigation');
  return firstOfferedPath({ permissions, ...flags }) ?? NO_LANDING_PATH;
}
