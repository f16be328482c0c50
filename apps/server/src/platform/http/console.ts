import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX, LONG_COOKIE_DAYS, LOCALES } from '@backoffice/contract';
import fastifyStatic from '@fastify/static';
import { oidcConfigOf, type Config } from '../config.js';
import { apiNotFound } from './error-handler.js';

const CONFIG_META = /<meta name="backoffice-config"[^>]*>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the console's run-time settings in a meta tag (no inline script: the CSP forbids it). */
export function renderIndexHtml(template: string, config: Config): string {
  const sso = oidcConfigOf(config);
  // The provider's name puts "Sign in with <name>" on the sign-in page; absent, the page is password only.
  const settings = JSON.stringify({
    appApiUrl: config.CONSOLE_APP_API_URL,
    userApiUrl: config.CONSOLE_USER_API_URL,
    ...(sso && { ssoName: sso.displayName }),
  });
  const meta = `<meta name="backoffice-config" content="${escapeAttribute(settings)}">`;
  return CONFIG_META.test(template)
    ? template.replace(CONFIG_META, meta)
    : template.replace('</head>', `${meta}</head>`);
}

const SIGN_IN_PATH = /^\/login\/?(?:\?|$)/;
const LOCALE_COOKIE = `${COOKIE_PREFIX}locale`;
type Locale = (typeof LOCALES)[number];
const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * The sign-in page with its form already in the HTML, per language (apps/web/build/prerender-sign-in.ts):
 * it paints before any script runs. Absent from an older build: index.html serves instead.
 */
function readSignInPages(config: Config): Map<string, string> {
  const pages = new Map<string, string>();
  for (const locale of LOCALES) {
    const file = path.join(config.WEB_DIST_DIR, `sign-in.${locale}.html`);
    if (fs.existsSync(file)) pages.set(locale, renderIndexHtml(fs.readFileSync(file, 'utf8'), config));
  }
  return pages;
}

/**
 * Serves the built console: hashed assets cached for a year, every other path answered with
 * index.html so the client router takes over. Unknown API paths answer JSON 404.
 */
export async function installConsole(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.WEB_DIST_DIR, 'index.html');
  const hasConsole = fs.existsSync(indexFile);
  const indexHtml = hasConsole ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config) : undefined;
  const signInPages = hasConsole ? readSignInPages(config) : new Map<string, string>();
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each asset (apps/web/build/precompress.ts): sent as asked, no work per request.
      preCompressed: true,
      // index.html is always answered by the fallback below, with the run-time settings filled in.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/sign-in.'),
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`No built console at ${config.WEB_DIST_DIR}: run "npm run build" to serve it`);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const apiError = apiNotFound(request.url);
    if (apiError || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send(apiError ?? { error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' });
    }
    const isSignIn = SIGN_IN_PATH.test(request.url);
    const asked = isSignIn && signInPages.size > 0 ? languageAsked(request) : undefined;
    if (isLocale(asked)) return switchSignInLanguage(request, reply, asked);
    // The visitor's language is the locale cookie's (the console's own choice), else the default.
    const signIn = isSignIn
      ? (signInPages.get(request.cookies[LOCALE_COOKIE] ?? '') ?? signInPages.get('en-US'))
      : undefined;
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(signIn ?? indexHtml);
  });
}

function languageAsked(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.['locale'];
}

/**
 * The painted sign-in page's language buttons submit `/login/?locale=…` (app/layout/language-switcher.tsx),
 * so a click before the script has taken over still switches: the choice is remembered in the cookie
 * the console's own switcher writes (apps/web/src/lib/texts.ts), and the page comes back in it.
 */
function switchSignInLanguage(request: FastifyRequest, reply: FastifyReply, locale: Locale): FastifyReply {
  return reply
    .setCookie(LOCALE_COOKIE, locale, {
      path: '/',
      sameSite: 'strict',
      maxAge: LONG_COOKIE_DAYS * 24 * 60 * 60,
      secure: request.protocol === 'https',
    })
    .header('cache-control', 'no-store')
    .redirect('/login/', 303);
}
