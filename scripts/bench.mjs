// `npm run bench`: builds what is stale, then prints the benchmark tables (figures and ratios from one run).
import { spawnSync } from 'node:child_process';
import { buildStale, root } from './build.mjs';

try {
  await buildStale();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const result = spawnSync('npx', ['tsx', 'bench/src/index.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
