import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The control each open dialog gives focus back to, by its content element. */
const returnTargets = new WeakMap<Element, HTMLElement>();
/** The same, for the dialogs open (or closing) now, the latest last. */
const openDialogTargets: HTMLElement[][] = [];

/**
 * Where focus goes back to when a dialog opened now closes: the focused element, and failing that
 * (it closed with its own dialog, as a form's submit does when a result dialog follows) what the
 * dialog it sat in gives focus back to. A submit that was disabled while sending leaves the focus on
 * the page itself: then the dialog opened last (the form, closing) answers.
 */
function currentReturnTargets(): HTMLElement[] {
  const focused =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  if (!focused) return [...(openDialogTargets.at(-1) ?? [])];
  const outer = focused.closest(DIALOG);
  const outerTarget = outer ? returnTargets.get(outer) : undefined;
  return outerTarget ? [focused, outerTarget] : [focused];
}

/**
 * Focus back on the control that opened a dialog, once it closes (WAI-ARIA dialog pattern). Radix
 * gives focus back to a Dialog.Trigger only, and the console's dialogs are controlled: opened by row
 * buttons, toolbar buttons and form submits, with no Trigger. The element focused when the dialog
 * opens is remembered and focused again on close, if it is still on the page.
 */
export function useFocusReturn(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const targets = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix announces the opening before it moves focus inside: the focus is still on the opener.
      const found = currentReturnTargets();
      targets.current = found;
      openDialogTargets.push(found);
      const first = found.find((candidate) => candidate.isConnected);
      if (event.target instanceof Element && first) returnTargets.set(event.target, first);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const found = targets.current;
      targets.current = [];
      const index = openDialogTargets.indexOf(found);
      if (index >= 0) openDialogTargets.splice(index, 1);
      const target = found.find((candidate) => candidate.isConnected);
      if (event.defaultPrevented || !target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
