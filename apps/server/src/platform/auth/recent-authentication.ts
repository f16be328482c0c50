import { RECENT_AUTHENTICATION_SECONDS } from '@backoffice/contract';
import { AppError } from '../errors.js';
import type { Principal } from './sessions.js';

/**
 * Whether the owner of the caller's session proved who they are within RECENT_AUTHENTICATION_SECONDS
 * (ASVS 5.0 V7.5.1; docs/decisions/0031-recent-authentication.md). A token login proves nothing, so a
 * session whose tokens came through a link counts as proven only after a re-authentication.
 */
export function recentlyAuthenticated(principal: Principal, now = Date.now()): boolean {
  if (!principal.authenticatedAt) return false;
  // Another instance's clock may run a little ahead: a proof stamped "in the future" is a recent one.
  return now - Date.parse(principal.authenticatedAt) <= RECENT_AUTHENTICATION_SECONDS * 1000;
}

/** 403 REAUTHENTICATION_REQUIRED unless the session's owner proved who they are recently. */
export function assertRecentlyAuthenticated(principal: Principal): void {
  if (!recentlyAuthenticated(principal))
    throw new AppError('REAUTHENTICATION_REQUIRED', { window_seconds: RECENT_AUTHENTICATION_SECONDS });
}
