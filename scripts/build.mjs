// Builds each workspace whose output is missing or older than its sources, in dependency order: the contract first,
// then the others side by side (none of them needs another's build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `tsc: true`: built by tsc, which type-checks as it emits unless told the types were checked already.
const CONTRACT = {
  name: '@backoffice/contract',
  dir: 'packages/contract',
  sources: ['src', 'package.json', 'tsconfig.json'],
  output: 'dist/index.js',
  tsc: true,
};
const STAGES = [
  [CONTRACT],
  [
    {
      name: '@backoffice/platform-client',
      dir: 'packages/platform-client',
      sources: ['src', 'package.json', 'tsconfig.json'],
      output: 'dist/index.js',
      tsc: true,
    },
    {
      name: '@backoffice/web',
      dir: 'apps/web',
      sources: [
        'src',
        'build',
        'scripts',
        'index.html',
        'vite.config.ts',
        'package.json',
        '../../packages/contract/src',
      ],
      output: 'dist/index.html',
    },
    {
      name: '@backoffice/server',
      dir: 'apps/server',
      sources: ['src', 'package.json', 'tsconfig.json', '../../packages/contract/src'],
      output: 'dist/main.js',
      tsc: true,
    },
  ],
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isStale(workspace) {
  const output = path.join(root, workspace.dir, workspace.output);
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return workspace.sources.some((source) => newestMtime(path.join(root, workspace.dir, source)) > built);
}

/** One workspace's build; its output is printed in one piece when it ends, so builds side by side do not interleave. */
function build(workspace, { quiet, typesChecked }) {
  // --noCheck: the same JavaScript without checking the types again (`npm run typecheck` did).
  const args = ['run', 'build', '-w', workspace.name, ...(typesChecked && workspace.tsc ? ['--', '--noCheck'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      if (!quiet || status !== 0) process.stdout.write(output);
      if (status !== 0) return reject(new Error(`The build of ${workspace.name} failed`));
      // tsc leaves untouched outputs alone; mark the build time so an unchanged rebuild is not repeated.
      const now = new Date();
      fs.utimesSync(path.join(root, workspace.dir, workspace.output), now, now);
      resolve();
    });
  });
}

/**
 * Builds what is stale. `typesChecked`: the caller has just type-checked every workspace (CI, after `npm run
 * typecheck`), so tsc only emits; BACKOFFICE_TYPES_CHECKED=1 says the same from outside.
 */
export async function buildStale({ quiet = false, typesChecked = process.env.BACKOFFICE_TYPES_CHECKED === '1' } = {}) {
  for (const stage of STAGES) {
    const stale = stage.filter(isStale);
    if (!quiet && stale.length > 0)
      process.stdout.write(`Building ${stale.map((workspace) => workspace.name).join(', ')}…\n`);
    const results = await Promise.allSettled(stale.map((workspace) => build(workspace, { quiet, typesChecked })));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildStale();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
