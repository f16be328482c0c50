import type { LoginRequest } from '@backoffice/contract';

type TypedField = keyof LoginRequest;
/**
 * The field the cursor was in when React's form replaced the HTML's, and what of it was selected
 * (an e-mail input has no selection to read or set: start and end stay unset).
 */
export interface TypingPosition {
  field: TypedField;
  start?: number;
  end?: number;
}
/** What the HTML's form held when React's form replaced it. */
export interface TypedSignIn {
  values: LoginRequest;
  position?: TypingPosition;
}

const FIELD_IDS: Record<TypedField, string> = { email: 'sign-in-email', password: 'sign-in-password' };
const NOTHING_TYPED: LoginRequest = { email: '', password: '' };
let typed: LoginRequest = NOTHING_TYPED;
let inputs: Partial<Record<TypedField, HTMLInputElement>> = {};
let focused: TypedField | undefined;
let stopFollowing: (() => void) | undefined;

function fieldOf(target: EventTarget | null): TypedField | undefined {
  return (Object.keys(inputs) as TypedField[]).find((field) => inputs[field] === target);
}

/**
 * Follows what is typed into the sign-in form the server's HTML paints before the script runs
 * (rendered at build time: apps/web/build/sign-in-page.tsx), from the script's start until React's form has replaced it:
 * typing does not wait for the route tree, the texts or React's first commit, and the field being
 * typed in keeps the cursor when it is replaced.
 */
export function followTypedSignIn(container: HTMLElement): void {
  for (const field of Object.keys(FIELD_IDS) as TypedField[]) {
    const element = document.getElementById(FIELD_IDS[field]);
    if (element instanceof HTMLInputElement) inputs[field] = element;
  }
  const read = () => {
    typed = { email: inputs.email?.value ?? '', password: inputs.password?.value ?? '' };
  };
  const focusIn = (event: FocusEvent) => {
    focused = fieldOf(event.target);
  };
  // Chromium blurs a focused field as it is removed, before it leaves the document; a field still in
  // the document after the removing task was left by the person, the cursor of a removed field
  // belongs in the field that replaces it.
  const focusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (left instanceof Node && left.isConnected && fieldOf(left) === focused) focused = undefined;
    });
  };
  read();
  focused = fieldOf(document.activeElement);
  container.addEventListener('input', read);
  container.addEventListener('focusin', focusIn);
  container.addEventListener('focusout', focusOut);
  stopFollowing = () => {
    container.removeEventListener('input', read);
    container.removeEventListener('focusin', focusIn);
    container.removeEventListener('focusout', focusOut);
  };
}

/** The values the sign-in form starts with: what has been typed so far. */
export function typedBeforeStart(): LoginRequest {
  return typed;
}

/**
 * Once React's form is on the page: the last of what was typed into the HTML's form and where the
 * cursor was, then forgotten, so a later visit to the sign-in page (after signing out) starts empty.
 */
export function takeOverTypedSignIn(): TypedSignIn {
  stopFollowing?.();
  stopFollowing = undefined;
  const input = focused === undefined ? undefined : inputs[focused];
  const position =
    focused !== undefined && input !== undefined
      ? { field: focused, start: input.selectionStart ?? undefined, end: input.selectionEnd ?? undefined }
      : undefined;
  const taken = { values: typed, position };
  typed = NOTHING_TYPED;
  inputs = {};
  focused = undefined;
  return taken;
}
