import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
// The e2e suite's sign-in through the API and the cookies it sets: one definition of the console's session.
import { apiLogin } from '../../e2e/support/api.js';
import { sessionStorageState } from '../../e2e/support/browser.js';
import { ADMIN, startBenchServer } from './server.js';

export interface WeightRow {
  page: string;
  /** Where the browser ended up (a section's path redirects to its first page). */
  landedAt: string;
  files: number;
  /** The script files by path ('/assets/…'), to tell a page's own chunks from the shared ones. */
  scripts: string[];
  rawKb: number;
  gzipKb: number;
  /** What the scripts took on the wire (bodies as sent: brotli or gzip when the server compressed them). */
  wireKb: number;
}

export interface ConsoleWeights {
  login: WeightRow;
  /** The first page of every top-level section, opened signed in as the admin. */
  sections: WeightRow[];
}

/** The top-level sections of the sidebar (apps/web/src/app/navigation.ts), each opened at its own path. */
export const SECTION_PATHS = [
  '/keyword/',
  '/database/',
  '/stalker/',
  '/keyword-message/',
  '/file-export/',
  '/account-list/',
  '/bot',
  '/user/',
  '/marketingtool/',
  '/war-bot/',
] as const;

/** The JavaScript a browser downloads to show a page, cold cache: every script response until the network is idle. */
async function weighPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<Omit<WeightRow, 'page'>> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer | undefined>[] = [];
    const wireSizes: Promise<number>[] = [];
    const paths: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      paths.push(new URL(response.url()).pathname);
      bodies.push(response.body().catch(() => undefined));
      // The encoded body size: what compression saved is visible here, not in the decoded body.
      wireSizes.push(
        response.finished().then(() =>
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== undefined);
    const wire = await Promise.all(wireSizes);
    // A body that cannot be read (the page reloaded, or the build was replaced mid-run) would under-count.
    if (scripts.length !== paths.length)
      throw new Error(`${url}: ${paths.length - scripts.length} of ${paths.length} scripts could not be read`);
    return {
      landedAt: new URL(page.url()).pathname,
      files: scripts.length,
      scripts: paths,
      rawKb: scripts.reduce((sum, body) => sum + body.length, 0) / 1024,
      gzipKb: scripts.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0) / 1024,
      wireKb: wire.reduce((sum, size) => sum + size, 0) / 1024,
    };
  } finally {
    await context.close();
  }
}

/** The sign-in page signed out, and each section's first page signed in (a fresh browser profile each). */
export async function consoleWeight(): Promise<ConsoleWeights> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const login = { page: '/login/', ...(await weighPage(browser, `${server.baseUrl}/login/`)) };
    const session = await apiLogin(server.baseUrl, ADMIN.email, ADMIN.password);
    const sections: WeightRow[] = [];
    for (const path of SECTION_PATHS) {
      // A fresh sign-in state per page: the access token must still be live for every measurement.
      const storageState = sessionStorageState(server.baseUrl, session);
      sections.push({ page: path, ...(await weighPage(browser, `${server.baseUrl}${path}`, { storageState })) });
    }
    return { login, sections };
  } finally {
    await browser.close();
    await server.stop();
  }
}
