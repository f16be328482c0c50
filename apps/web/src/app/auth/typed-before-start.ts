import type { LoginRequest } from '@backoffice/contract';

let typed: LoginRequest = { email: '', password: '' };

/**
 * Reads what was typed into the sign-in form the server's HTML paints before the script runs
 * (apps/web/build/sign-in-shell.ts). main.tsx calls it before the first render replaces that form.
 */
export function captureTypedSignIn(): void {
  const value = (id: string) => {
    const element = document.getElementById(id);
    return element instanceof HTMLInputElement ? element.value : '';
  };
  typed = { email: value('sign-in-email'), password: value('sign-in-password') };
}

/** The values the sign-in form starts with: what was typed before the script took over. */
export function typedBeforeStart(): LoginRequest {
  return typed;
}
