/**
 * Some changes need the signed-in user to have proved who they are recently (docs/decisions/0031):
 * the server answers them 403 REAUTHENTICATION_REQUIRED. The http client then asks through the prompt
 * the console registers (components/reauthentication-dialog.tsx), which re-authenticates in place, and
 * sends the original call once more. Calls refused at the same moment share one prompt.
 */
export const REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED';

/** Resolves true once the user has re-authenticated, false when they decline. */
export type ReauthenticationPrompt = () => Promise<boolean>;

let prompt: ReauthenticationPrompt | undefined;
let asking: Promise<boolean> | undefined;

/** Registers the prompt (one at a time); answers the function that removes it again. */
export function setReauthenticationPrompt(next: ReauthenticationPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/** Asks the user to re-authenticate; false when no prompt is mounted (a public page) or they decline. */
export function askToReauthenticate(): Promise<boolean> {
  const current = prompt;
  if (!current) return Promise.resolve(false);
  asking ??= current().finally(() => {
    asking = undefined;
  });
  return asking;
}
