import { fileURLToPath, URL } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress';
import { prerenderSignIn } from './build/prerender-sign-in';

/**
 * The shell's texts of one language ('common', 'auth', and the contract's validation messages where a language has
 * a module of its own): one file per language, fetched before the first render.
 */
const SHELL_LOCALE =
  /[\\/](?:src[\\/]locales[\\/]([^\\/]+)[\\/](?:common|auth)\.json|validation-messages\.([^\\/.]+-[^\\/.]+)\.[jt]s)$/;
/**
 * The sections' texts of one language (every namespace but the shell's and the second sign-in step's,
 * which the public pages load on their own): one file per language, fetched with the console's route
 * tree before the first render (lib/i18n.ts loadConsoleTexts).
 */
const CONSOLE_LOCALE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/](?!(?:common|auth|twoStep)\.json$)[^\\/]+\.json$/;
/** The contract's error wording of one language: fetched with the first failure (lib/texts.ts). */
const ERROR_WORDING = /[\\/]error-wording\.([^\\/.]+-[^\\/.]+)\.[jt]s$/;

const languageOf = (pattern: RegExp, id: string) => {
  const match = pattern.exec(id);
  return match?.[1] ?? match?.[2] ?? 'other';
};

const apiTarget = process.env.BACKOFFICE_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/v1', '/um', '/docs', '/healthz'];

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    precompress(),
    prerenderSignIn(),
  ],
  resolve: {
    // 'source' makes '@backoffice/contract' resolve to its TypeScript source (no separate build step).
    conditions: [...defaultClientConditions, 'source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the console supports knows <link rel="modulepreload">: the polyfill was 0.7 kB of the sign-in page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The sign-in page is the first page most visits load (budget: bench/src/index.ts). Fewer, larger
          // files compress better than the many small shared chunks the default splitting makes.
          groups: [
            // Everything main.tsx imports statically joins the entry file.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The sign-in route's component and what it needs beyond the entry (zod/mini's core, the form
            // components); other pages with forms reuse this file. See docs/decisions/0010.
            { name: 'sign-in', test: /[\\/]src[\\/]routes[\\/]login[\\/]index\.tsx\?tsr-split/, priority: 1 },
            // Each language's shell texts in one file, its error wording in another (lib/texts.ts loads only the language shown).
            { name: (id) => `locale-${languageOf(SHELL_LOCALE, id)}`, test: SHELL_LOCALE, priority: 3 },
            { name: (id) => `errors-${languageOf(ERROR_WORDING, id)}`, test: ERROR_WORDING, priority: 3 },
            { name: (id) => `texts-${languageOf(CONSOLE_LOCALE, id)}`, test: CONSOLE_LOCALE, priority: 3 },
            // What four or more chunks share (the query and table libraries, the UI components, the
            // contract's schemas…) in one file: a console page loaded 90 files, each a round trip
            // on a phone's network, before it could ask for its data; now about 27.
            { name: 'console', minShareCount: 4, priority: 0 },
          ],
        },
      },
    },
  },
});
