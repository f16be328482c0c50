// The theme class goes on <html> before anything renders (no inline script: the CSP forbids it).
import { initTheme } from '@/lib/theme';
initTheme();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from '@/app/providers';
import { createAppRouter, loadCurrentPageCode } from '@/app/router';
import { followTypedSignIn } from '@/app/auth/typed-before-start';
import { followPaintedThemeButtons } from '@/app/auth/painted-theme-buttons';
import { showStartFailure } from '@/app/start-failure';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { isExpectedRefusal } from '@/lib/expected-refusal';
import { loadInitialTexts } from '@/lib/texts';
import '@/styles.css';

// Vite reports a failed preload of a lazy chunk here; one reload fetches the current build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
followTypedSignIn(container);
followPaintedThemeButtons(container);

// The first render waits for the current language's shell texts (no untranslated key ever shows) and,
// on a console page, for the console's route tree; and for the code of the page shown. Where the HTML
// painted the page (the sign-in page), for the router's whole first load too: React's first commit
// replaces what was painted, and a commit of a router still loading would show nothing in its place,
// dropping the focus and the keys typed meanwhile.
const paintedByHtml = container.childElementCount > 0;
const routerWithPageCode = createAppRouter().then(async (router) => {
  await (paintedByHtml ? router.load() : loadCurrentPageCode(router));
  return router;
});
void Promise.all([routerWithPageCode, loadInitialTexts()]).then(
  ([router]) => {
    createRoot(container, {
      // An error boundary's catch is reported to the console as React does by default, except a refusal
      // the console expects and shows as a page (403): a staff member opening a page they may not see is
      // not a fault.
      onCaughtError: (error) => {
        // eslint-disable-next-line no-console -- React's own default for a caught error, kept for real faults
        if (!isExpectedRefusal(error)) console.error(error);
      },
    }).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // The console's route tree or texts that keep failing to load would otherwise leave a blank page.
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    showStartFailure(container, error);
  },
);
