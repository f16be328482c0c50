import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { Locale } from '@backoffice/contract';
import { LoginPage } from '@/app/auth/login-page';
import { loadShellTexts, showLanguage } from '@/lib/texts';

/**
 * The sign-in page's first render in one language, as HTML: the same components and texts the browser
 * renders (app/auth/login-page.tsx in the public layout, lib/texts.ts), run by React's server renderer at
 * build time (build/prerender-sign-in.ts). What needs a script to answer is disabled or plain HTML there
 * (lib/rendered-at-build.ts). Never part of the console's bundle.
 */
export async function renderSignInPage(locale: Locale): Promise<string> {
  await loadShellTexts(locale);
  showLanguage(locale);
  // The page only reads the router in its handlers; it needs one to render, not a route tree.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/login/'] }),
  });
  return renderToStaticMarkup(
    <StrictMode>
      <RouterContextProvider router={router}>
        <LoginPage />
      </RouterContextProvider>
    </StrictMode>,
  );
}
