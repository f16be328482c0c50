import { LANDING_ORDER, hasPermission } from '@backoffice/contract';
import { canOpenPath, type AccessContext } from '@/app/navigation';
import { isFeatureEnabled } from '@/lib/feature-flags';

/**
 * Where a user with no landing goes. The contract's fallback is home ('/'), but home without a token
 * sends to /login, which would send a signed-in user back again; the profile page is open to every
 * signed-in user and says plainly that the role opens no section.
 */
export const NO_LANDING_PATH = '/profile/';

/**
 * The landing of spec §6 (first row of LANDING_ORDER whose permission the user holds), restricted to
 * sections this console has registered and whose feature flag is on — so nobody lands on Not Found.
 */
export function landingFor(
  permissions: readonly string[],
  access: Omit<AccessContext, 'permissions'> = { isFeatureEnabled },
): string {
  const context: AccessContext = { permissions, isFeatureEnabled: access.isFeatureEnabled };
  const row = LANDING_ORDER.find(
    (entry) => hasPermission(permissions, entry.permission) && canOpenPath(entry.path, context),
  );
  return row?.path ?? NO_LANDING_PATH;
}
