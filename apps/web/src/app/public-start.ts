let publicRoutesOnly = false;

/** Set by app/router.tsx when this page starts with the public pages' routes only. */
export function setPublicRoutesOnly(value: boolean): void {
  publicRoutesOnly = value;
}

/**
 * Whether this page started with the public pages only: the console then opens with a document load
 * (the sign-in page does that itself, so the address changes only when the console's page arrives).
 */
export function hasPublicRoutesOnly(): boolean {
  return publicRoutesOnly;
}
