// `npm start`: builds what is not built, then runs the server (migrations and the first admin happen at start).
//
// The server runs in this very process, and package.json's `exec` replaces npm's shell with it, so a signal to
// `npm start` (npm forwards it to its child) or to this process reaches the server itself: it stops cleanly and
// nothing is left running on its own.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build.mjs';

try {
  await buildStale();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
