import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBenchServer } from './server.js';

export interface WeightRow {
  page: string;
  files: number;
  rawKb: number;
  gzipKb: number;
}

/** The JavaScript a browser downloads to show a page: every script response until the network is idle. */
export async function consoleWeight(pages: string[]): Promise<WeightRow[]> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const rows: WeightRow[] = [];
    for (const pagePath of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Buffer[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          void response.body().then((body) => scripts.push(body), () => undefined);
        }
      });
      await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const raw = scripts.reduce((sum, body) => sum + body.length, 0);
      const gzip = scripts.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
      rows.push({ page: pagePath, files: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024 });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
