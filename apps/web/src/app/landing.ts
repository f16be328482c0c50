import { landingPathFor, type FeatureFlag } from "@backoffice/contract";
import { isFeatureEnabled } from "@/lib/feature-flags";

/**
 * Where a user with no landing goes. The contract's fallback is home ('/'), but home without a token
 * sends to /login, which would send a signed-in user back again; the profile page is open to every
 * signed-in user and says plainly that the role opens no section.
 */
export const NO_LANDING_PATH = "/profile/";

/**
 * The landing: the first row of LANDING_ORDER whose permission the user holds, passing over
 * sections switched off by a feature flag. Sections not built yet show Not Found there, as the product
 * says where a user lands, not this build.
 */
export function landingFor(
  permissions: readonly string[],
  flags: { isFeatureEnabled: (flag: FeatureFlag) => boolean } = {
    isFeatureEnabled,
  },
): string {
  const path = landingPathFor(permissions, flags.isFeatureEnabled);
  return path === "/" ? NO_LANDING_PATH : path;
}
