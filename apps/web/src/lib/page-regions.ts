/**
 * The parts of a page that keyboard moves aim at, marked by the shared components that draw them (the list
 * toolbar, the page header, a list's rows) rather than by each page: the skip link and the focus after a
 * delete find them in the document by these attributes.
 */

/** A list's toolbar: its search, filters and the page's actions (Add, Export…). */
export const LIST_TOOLBAR = 'data-list-toolbar';
/** A page's title and description, where a page has no list toolbar. */
export const PAGE_HEADING = 'data-page-heading';
/** What holds a list's rows (table or cards), and stays while they load or when there are none. */
export const LIST_ROWS = 'data-list-rows';
/** One row of a list: a table row of the body, or a card on a phone. */
export const LIST_ROW = 'data-list-row';

/** The props that put one of these marks on an element: `<div {...mark(LIST_TOOLBAR)}>`. */
export function mark(attribute: string): Record<string, ''> {
  return { [attribute]: '' };
}

/** What Tab can stop on. */
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="checkbox"], [role="combobox"], [tabindex]:not([tabindex="-1"])';

/** The first control inside `container` that takes focus now: shown and enabled. */
export function firstControl(container: Element): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (element) =>
      !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true' && element.checkVisibility(),
  );
}

/**
 * Where the skip link lands: the page's main actions, which on a list page are its toolbar (the first one,
 * where a page has several lists) and elsewhere the page's heading; the page itself when it has neither.
 */
export function skipLinkTarget(main: HTMLElement): HTMLElement {
  return (
    main.querySelector<HTMLElement>(`[${LIST_TOOLBAR}]`) ?? main.querySelector<HTMLElement>(`[${PAGE_HEADING}]`) ?? main
  );
}
