// Builds each workspace whose output is missing or older than its sources, in dependency order.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const WORKSPACES = [
  { name: '@backoffice/contract', dir: 'packages/contract', sources: ['src', 'package.json', 'tsconfig.json'], output: 'dist/index.js' },
  { name: '@backoffice/platform-client', dir: 'packages/platform-client', sources: ['src', 'package.json', 'tsconfig.json'], output: 'dist/index.js' },
  { name: '@backoffice/web', dir: 'apps/web', sources: ['src', 'build', 'scripts', 'index.html', 'vite.config.ts', 'package.json', '../../packages/contract/src'], output: 'dist/index.html' },
  { name: '@backoffice/server', dir: 'apps/server', sources: ['src', 'package.json', 'tsconfig.json', '../../packages/contract/src'], output: 'dist/main.js' },
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

export function buildStale({ quiet = false } = {}) {
  for (const workspace of WORKSPACES) {
    if (!isStale(workspace)) continue;
    if (!quiet) process.stdout.write(`Building ${workspace.name}…\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(String(result.stdout) + String(result.stderr));
      throw new Error(`The build of ${workspace.name} failed`);
    }
    // tsc leaves untouched outputs alone; mark the build time so an unchanged rebuild is not repeated.
    const now = new Date();
    fs.utimesSync(path.join(root, workspace.dir, workspace.output), now, now);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildStale();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
