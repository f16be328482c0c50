import { notFound, redirect } from '@tanstack/react-router';
import type { FeatureFlag, Permission } from '@backoffice/contract';
import { hasAnyPermission } from '@backoffice/contract';
import type { AccessContext } from '@/app/navigation';
import { markExpected } from '@/lib/expected-refusal';
import { isFeatureEnabled } from '@/lib/feature-flags';
import { getStoredUser } from '@/lib/session';

/**
 * Thrown by a route the user lacks permission for; the error view shows "You do not have permission".
 * Expected, so not reported to the browser console as an error.
 */
export class ForbiddenError extends Error {
  constructor() {
    super('FORBIDDEN');
    this.name = 'ForbiddenError';
    markExpected(this);
  }
}

export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError;
}

export function currentAccess(): AccessContext {
  return { permissions: getStoredUser()?.permissions ?? [], isFeatureEnabled };
}

/**
 * Any one of the permissions opens the route (ALL opens everything); routes call it through
 * `requirePage` (app/route-guard.ts), which reads the permissions from the sidebar registry.
 */
export function requirePermission(permissions: readonly Permission[]): () => void {
  return () => {
    if (!hasAnyPermission(currentAccess().permissions, permissions)) throw new ForbiddenError();
  };
}

/** For a route's beforeLoad: a route of a disabled feature is Not Found. */
export function requireFeature(flag: FeatureFlag): () => void {
  return () => {
    if (!isFeatureEnabled(flag)) throw notFound();
  };
}

/**
 * For a section's index route (/user, /database, /marketingtool): go to the first child the user
 * may open, per the navigation registry; 403 when there is none. The registry (with the sidebar's
 * icons) is imported here on demand: it loads with the console, not with the sign-in page.
 */
export function redirectToFirstChild(sectionPath: string): () => Promise<never> {
  return async () => {
    const { firstOpenChild } = await import('@/app/navigation');
    const target = firstOpenChild(sectionPath, currentAccess());
    if (!target) throw new ForbiddenError();
    throw redirect({ href: target, replace: true });
  };
}
