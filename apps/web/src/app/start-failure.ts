import { translate } from '@/lib/texts';

/**
 * The error view of a console that could not start: the code of its routes (or its texts) did not load
 * even after the one reload that fetches a newer build. React and the router are what failed to come, so
 * this is plain DOM in the first script, drawn like the router's error view: "Something went wrong!" with
 * Show Error / Hide Error. The words are the shown language's when its texts came, else the product's
 * English ones.
 */
export function showStartFailure(container: HTMLElement, error: unknown): void {
  const text = (key: string, english: string) => translate(key, { ns: 'common', defaultValue: english });
  const frame = element('div', 'flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center');
  frame.setAttribute('role', 'status');
  const title = element('h1', 'text-2xl font-semibold');
  title.textContent = text('status.error', 'Something went wrong!');
  const details = element(
    'pre',
    'max-w-2xl overflow-auto rounded-md border bg-muted p-3 text-left text-xs whitespace-pre-wrap',
  );
  details.id = 'start-failure-details';
  details.hidden = true;
  details.textContent = error instanceof Error ? error.message : String(error);
  const toggle = element(
    'button',
    'inline-flex h-8 items-center rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent',
  );
  toggle.type = 'button';
  toggle.setAttribute('aria-controls', details.id);
  const show = (shown: boolean) => {
    details.hidden = !shown;
    toggle.setAttribute('aria-expanded', String(shown));
    toggle.textContent = shown ? text('actions.hideError', 'Hide Error') : text('actions.showError', 'Show Error');
  };
  toggle.addEventListener('click', () => show(details.hidden));
  show(false);
  frame.append(title, toggle, details);
  container.replaceChildren(frame);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
