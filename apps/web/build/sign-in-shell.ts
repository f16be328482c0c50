import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The languages of the console (the contract's LOCALES); each gets its own page. */
const LOCALES = ['en-US', 'zh-CN'] as const;
type Texts = Record<string, Record<string, unknown>>;

function text(texts: Texts, namespace: string, key: string): string {
  let node: unknown = texts[namespace];
  for (const part of key.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`sign-in page: no text ${namespace}:${key}`);
  return node.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const SEGMENT =
  'inline-flex h-7 min-w-7 items-center justify-center gap-1 rounded-sm px-2 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-3.5';
/** The script marks the stored theme pressed before React takes over (app/auth/painted-theme-buttons.ts): styled by aria-pressed. */
const PAINTED_THEME_STATE =
  ' text-muted-foreground hover:text-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground';
const segmentState = (pressed: boolean) =>
  pressed ? ' bg-accent text-accent-foreground' : ' text-muted-foreground hover:text-foreground';
const INPUT =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';
const LABEL = 'flex items-center gap-2 text-sm leading-none font-medium select-none';
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium outline-none disabled:pointer-events-none disabled:opacity-50 bg-primary text-primary-foreground shadow-xs h-9 px-4 py-2 w-full';
const SVG =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const THEME_ICONS: Record<string, string> = {
  light:
    '<circle cx="12" cy="12" r="4"/><path d="M12 2v2"/><path d="M12 20v2"/><path d="m4.93 4.93 1.41 1.41"/><path d="m17.66 17.66 1.41 1.41"/><path d="M2 12h2"/><path d="M20 12h2"/><path d="m6.34 17.66-1.41 1.41"/><path d="m19.07 4.93-1.41 1.41"/>',
  dark: '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"/>',
  system:
    '<rect width="20" height="14" x="2" y="3" rx="2"/><line x1="8" x2="16" y1="21" y2="21"/><line x1="12" x2="12" y1="17" y2="21"/>',
};
const EYE =
  '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>';

/**
 * The sign-in page as app/layout/public-layout.tsx and app/auth/login-page.tsx first render it, in
 * plain HTML: the browser paints the form from the HTML and the CSS, before any script has run;
 * React then renders the same markup over it. e2e/tests/login-first-paint.e2e.ts compares the two.
 */
export function signInMarkup(locale: (typeof LOCALES)[number], texts: Texts): string {
  const t = (key: string, namespace = 'auth') => text(texts, namespace, key);
  const languages = LOCALES.map(
    (lng) =>
      `<button type="submit" name="locale" value="${lng}" lang="${lng}" aria-pressed="${lng === locale}" class="${SEGMENT}${segmentState(lng === locale)}">${t(`language.${lng}`, 'common')}</button>`,
  ).join('');
  // The language buttons work before any script has run: they ask the server for the page in that
  // language (apps/server/src/platform/http/console.ts). The theme is the system's until the script
  // reads the stored choice and wires the theme buttons.
  const themes = (['light', 'dark', 'system'] as const)
    .map(
      (theme) =>
        `<button type="button" data-theme="${theme}" aria-pressed="${theme === 'system'}" aria-label="${t(`theme.${theme}`, 'common')}" title="${t(`theme.${theme}`, 'common')}" class="${SEGMENT}${PAINTED_THEME_STATE}"><svg ${SVG} class="lucide">${THEME_ICONS[theme]}</svg></button>`,
    )
    .join('');
  // The password's show/hide toggle and the submit button are disabled until React's form replaces this one:
  // nothing here would answer a click on them, and a click lost in silence reads as a broken page.
  return `<div class="flex min-h-svh flex-col bg-muted/40"><header class="flex h-14 items-center justify-between border-b bg-background px-4"><span class="text-lg font-semibold">${t('appTitle', 'common')}</span><div class="flex items-center gap-1"><form method="get" action="/login/" class="contents"><div role="group" aria-label="${t('header.language', 'common')}" class="inline-flex items-center rounded-md border bg-background p-0.5">${languages}</div></form><div role="group" aria-label="${t('header.theme', 'common')}" class="inline-flex items-center rounded-md border bg-background p-0.5">${themes}</div></div></header><main class="flex flex-1 items-start justify-center p-4 pt-[10vh]"><div data-slot="card" class="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm w-full max-w-sm"><div data-slot="card-header" class="grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6"><div data-slot="card-title" class="leading-none font-semibold"><h1 class="text-2xl">${t('login.title')}</h1></div><div data-slot="card-description" class="text-sm text-muted-foreground">${t('login.subtitle')}</div></div><div data-slot="card-content" class="px-6"><form novalidate class="grid gap-4"><div data-slot="form-item" class="grid gap-2"><label for="sign-in-email" class="${LABEL}">${t('login.email')}</label><input id="sign-in-email" name="email" type="email" autocomplete="username" placeholder="${t('login.emailPlaceholder')}" class="${INPUT}"></div><div data-slot="form-item" class="grid gap-2"><label for="sign-in-password" class="${LABEL}">${t('login.password')}</label><div class="relative"><input id="sign-in-password" name="password" type="password" autocomplete="current-password" class="${INPUT} pr-10"><button type="button" disabled aria-label="${t('login.showPassword')}" aria-pressed="false" class="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none"><svg ${SVG} class="lucide size-4">${EYE}</svg></button></div></div><button type="submit" disabled class="${BUTTON}">${t('login.submit')}</button></form></div></div></main></div>`;
}

async function readTexts(root: string, locale: string): Promise<Texts> {
  const read = async (namespace: string) =>
    JSON.parse(await fs.readFile(path.join(root, 'src', 'locales', locale, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  return { common: await read('common'), auth: await read('auth') };
}

/**
 * Writes dist/sign-in.<locale>.html beside index.html: the same page with the sign-in form already
 * in it and the document's language set. The server answers /login/ with the one of the visitor's
 * language (apps/server/src/platform/http/console.ts).
 */
export function signInShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'backoffice:sign-in-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const locale of LOCALES) {
        const texts = await readTexts(root, locale);
        const page = index
          .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
          .replace('<div id="root"></div>', `<div id="root">${signInMarkup(locale, texts)}</div>`);
        if (!page.includes('sign-in-email')) throw new Error('sign-in page: index.html has no <div id="root"></div>');
        await fs.writeFile(path.join(outDir, `sign-in.${locale}.html`), page);
      }
    },
  };
}
