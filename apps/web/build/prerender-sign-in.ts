import fs from 'node:fs/promises';
import path from 'node:path';
import { createServer, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { renderSignInPage } from './sign-in-page';

/** The languages of the console (the contract's LOCALES); each gets its own page. */
const LOCALES = ['en-US', 'zh-CN'] as const;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Writes dist/sign-in.<locale>.html beside index.html: the same page with the sign-in page's first
 * render already inside #root and the document's language set, so the browser paints the form from
 * the HTML and the CSS before any script has run; React then renders over it (main.tsx). The markup
 * is React's own render of app/auth/login-page.tsx (build/sign-in-page.tsx), loaded through a Vite
 * server in Node once the bundle is written; nothing of it joins the bundle. The server answers
 * /login/ with the page of the visitor's language (apps/server/src/platform/http/console.ts).
 */
export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'backoffice:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? path.join(config.root, config.build.outDir);
      const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(EMPTY_ROOT)) throw new Error(`sign-in page: index.html has no ${EMPTY_ROOT}`);
      // Only what a module of the console needs to load in Node: its JSX, the '@' alias and the contract's sources.
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        ssr: { resolve: { conditions: [...defaultServerConditions, 'source'] } },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const page = (await server.ssrLoadModule(path.join(config.root, 'build/sign-in-page.tsx'))) as {
          renderSignInPage: typeof renderSignInPage;
        };
        for (const locale of LOCALES) {
          const markup = await page.renderSignInPage(locale);
          // The CSP allows no inline script; the page's own script takes over from the markup.
          if (markup.includes('<script')) throw new Error('sign-in page: the rendered markup holds a script');
          const html = index
            .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
            .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
          await fs.writeFile(path.join(outDir, `sign-in.${locale}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
