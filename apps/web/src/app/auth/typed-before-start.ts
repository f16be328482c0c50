import type { LoginRequest } from '@backoffice/contract';

const NOTHING_TYPED: LoginRequest = { email: '', password: '' };
let typed: LoginRequest = NOTHING_TYPED;
let stopFollowing: (() => void) | undefined;

/**
 * Follows what is typed into the sign-in form the server's HTML paints before the script runs
 * (apps/web/build/sign-in-shell.ts), from the script's start until React's form has replaced it:
 * typing does not wait for the route tree, the texts or React's first commit.
 */
export function followTypedSignIn(container: HTMLElement): void {
  const read = () => {
    const value = (id: string) => {
      const element = document.getElementById(id);
      return element instanceof HTMLInputElement ? element.value : '';
    };
    typed = { email: value('sign-in-email'), password: value('sign-in-password') };
  };
  read();
  container.addEventListener('input', read);
  stopFollowing = () => container.removeEventListener('input', read);
}

/** The values the sign-in form starts with: what has been typed so far. */
export function typedBeforeStart(): LoginRequest {
  return typed;
}

/**
 * Once React's form is on the page: the last of what was typed into the HTML's form, then forgotten,
 * so a later visit to the sign-in page (after signing out) starts empty.
 */
export function takeOverTypedSignIn(): LoginRequest {
  stopFollowing?.();
  stopFollowing = undefined;
  const last = typed;
  typed = NOTHING_TYPED;
  return last;
}
