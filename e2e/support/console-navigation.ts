import type { Page } from 'playwright-core';

/** What of the console's router (TanStack Router, which puts itself on window.__TSR_ROUTER__) a test drives. */
interface ConsoleRouter {
  navigate(options: { href: string }): Promise<void>;
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/** Whether the page holds a running console, whose router can move it to another page. */
export function hasConsoleRouter(page: Page): Promise<boolean> {
  return page.evaluate(() => '__TSR_ROUTER__' in window);
}

/**
 * Moves an open console to another of its pages as a click on one of its links does: the router loads the page's
 * code and data and renders it, without a new document. Resolves once the page is rendered (the router's
 * onRendered, after React committed it); what the page loads after its first render is the caller's to wait for.
 */
export async function navigateInConsole(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    // The router is a global of the page, not a module of the test: its type is the few calls used here.
    const router = (window as unknown as { __TSR_ROUTER__?: ConsoleRouter }).__TSR_ROUTER__;
    if (!router) throw new Error('The page has no console router to navigate with');
    const rendered = new Promise<void>((resolve) => {
      const stop = router.subscribe('onRendered', () => {
        stop();
        resolve();
      });
    });
    await router.navigate({ href: target });
    await rendered;
  }, href);
}
