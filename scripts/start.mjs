// `npm start`: builds what is not built, then runs the server (migrations and the first admin happen at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale, root } from './build.mjs';

try {
  await buildStale();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
