/**
 * What the app does when the session cannot continue; set by the router at start-up.
 * 'mfa-setup-required': the account must add a second factor on the profile page first
 * (docs/decisions/0011-two-step-sign-in.md).
 */
export type AuthEvent = 'session-expired' | 'password-reset-required' | 'mfa-setup-required';
type AuthEventHandler = (event: AuthEvent) => void;

const AUTH_EVENT_PAGES: Record<AuthEvent, string> = {
  'session-expired': '/login/',
  'password-reset-required': '/reset-password/',
  'mfa-setup-required': '/profile/',
};

let handler: AuthEventHandler = (event) => {
  window.location.assign(AUTH_EVENT_PAGES[event]);
};

export function setAuthEventHandler(next: AuthEventHandler): void {
  handler = next;
}

export function authEventHandler(event: AuthEvent): void {
  handler(event);
}
