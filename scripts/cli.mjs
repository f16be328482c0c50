// `npm run cli -- <command>`: the server's command line (migrate, create-admin, reset-password, …).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildStale, root } from './build.mjs';

try {
  await buildStale({ quiet: true });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
