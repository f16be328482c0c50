import { useRef } from 'react';
import { LIST_ROW, LIST_ROWS, LIST_TOOLBAR, firstControl } from '@/lib/page-regions';

/**
 * Where a list's focus goes once rows it showed have been deleted: the control a dialog would give focus back
 * to (the row's Delete, the selection bar's Delete selected) went with them, and the browser would drop the
 * focus on the page's body, the top of the tab order.
 */

/** Where in a list the rows acted on stood. */
interface ListSpot {
  /** What holds the rows (LIST_ROWS). */
  rows: Element;
  /** The rows acted on: the opener's row, or the selected rows for an action of the selection bar. */
  acted: Element[];
  /** The position of the first of them among the rows. */
  index: number;
  /** The list's toolbar, for when no row is left. */
  toolbar: Element | undefined;
}

/**
 * How long to wait for the list to show its new rows before placing the focus all the same; the deletes
 * refresh the list before their dialog closes, so this is only a bound.
 */
const ANSWER_WAIT_MS = 5_000;

/** The one list near this element: its own, or the one beside the toolbar or selection bar it sits in. */
function listRowsNear(element: Element): Element | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.matches(`[${LIST_ROWS}]`)) return node;
    const found = node.querySelectorAll(`[${LIST_ROWS}]`);
    if (found.length === 1) return found[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

function toolbarNear(rows: Element): Element | undefined {
  for (let node = rows.parentElement; node; node = node.parentElement) {
    const toolbar = node.querySelector(`[${LIST_TOOLBAR}]`);
    if (toolbar) return toolbar;
  }
  return undefined;
}

function rowsOf(rows: Element): Element[] {
  return Array.from(rows.querySelectorAll(`[${LIST_ROW}]`));
}

/** The spot of the rows that the control about to open a dialog acts on; none when it is not a list's. */
function listSpotOf(opener: Element | null): ListSpot | undefined {
  if (!opener) return undefined;
  const rows = listRowsNear(opener);
  if (!rows) return undefined;
  const shown = rowsOf(rows);
  const own = opener.closest(`[${LIST_ROW}]`);
  const acted = own ? [own] : shown.filter((row) => row.getAttribute('data-state') === 'selected');
  const first = acted[0];
  if (!first) return undefined;
  return { rows, acted, index: shown.indexOf(first), toolbar: toolbarNear(rows) };
}

/** The row itself where rows take focus, else its first control that does. */
function focusTargetIn(row: Element): HTMLElement | undefined {
  return row instanceof HTMLElement && row.tabIndex >= 0 ? row : firstControl(row);
}

/**
 * The row now at the spot (the next one), else the one before it (the spot was the last), and there its
 * first control; a row with none (a revoked key's are all disabled) passes on to the next, then the ones
 * before. With no row to take it, the toolbar's search, else its first control.
 */
function focusSpot(spot: ListSpot, opener?: Element): void {
  // Someone (the user, another dialog) has put the focus somewhere meanwhile: leave it there. The opener
  // of an action without a dialog may still hold it, about to go with the selection bar.
  const active = document.activeElement;
  if (active && active !== document.body && active !== opener) return;
  const shown = rowsOf(spot.rows);
  const start = Math.min(spot.index, shown.length - 1);
  const inOrder = [...shown.slice(start), ...shown.slice(0, Math.max(start, 0)).reverse()];
  const inRow = inOrder.map(focusTargetIn).find((target) => target !== undefined);
  const inToolbar =
    spot.toolbar && (spot.toolbar.querySelector<HTMLElement>('input[type="search"]') ?? firstControl(spot.toolbar));
  (inRow ?? inToolbar)?.focus();
}

/** Focuses the spot once the list has answered: no request under way, and the deleted rows gone from it. */
function focusOnceAnswered(spot: ListSpot, rowsGo: boolean, opener?: Element): void {
  const answered = () =>
    spot.rows.querySelector('[aria-busy="true"]') === null && (!rowsGo || spot.acted.every((row) => !row.isConnected));
  if (answered()) {
    focusSpot(spot, opener);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!answered()) return;
    stop();
    focusSpot(spot, opener);
  });
  const timer = setTimeout(() => {
    stop();
    focusSpot(spot, opener);
  }, ANSWER_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(spot.rows, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * The focus of a confirmation that deletes (or otherwise changes) list rows, for its content's
 * onOpenAutoFocus and onCloseAutoFocus: on close after `confirmed()`, the focus goes to the row now at the
 * first acted-on row's place (see focusSpot) rather than back to the opener. Closed otherwise (Cancel,
 * Escape, a refusal), the focus goes back to the opener as for every dialog. `rowsGo`: false where the rows
 * stay in the list (a revoked key), whose focus then goes to the first of them.
 */
export function useFocusAfterDelete(rowsGo: boolean) {
  const spot = useRef<ListSpot | undefined>(undefined);
  const done = useRef(false);
  return {
    onOpenAutoFocus() {
      // Called before the dialog moves the focus inside: it is still on the opener.
      spot.current = listSpotOf(document.activeElement);
      done.current = false;
    },
    confirmed() {
      done.current = true;
    },
    onCloseAutoFocus(event: Event) {
      const target = spot.current;
      spot.current = undefined;
      if (!done.current || !target) return;
      event.preventDefault();
      focusOnceAnswered(target, rowsGo);
    },
  };
}

/**
 * The focus of an action of a list's selection bar that runs at once, without a dialog (Set Active): its
 * button goes with the selection bar once the selection is emptied. Call it with the button as it is
 * pressed; call what it returns once the action has worked, and the focus goes to the first of the
 * selected rows (see focusSpot), which stay in the list.
 */
export function focusAfterListAction(opener: Element): () => void {
  const spot = listSpotOf(opener);
  return () => {
    if (spot) focusOnceAnswered(spot, false, opener);
  };
}
