// Preloaded (NODE_OPTIONS=--require) into every process of the Node 24 test run by scripts/test-node24.mjs:
// Vitest, its workers and the servers and CLIs the tests spawn. The node_modules tree keeps its Node 20 build
// of each native module; when a process of the Node 24 run loads one of those files, it gets the copy built
// against Node 24's headers instead (BACKOFFICE_NATIVE_BUILDS maps one path to the other). A process of any
// other Node ABI (BACKOFFICE_NATIVE_ABI) is left alone.
'use strict';

const builds = JSON.parse(process.env.BACKOFFICE_NATIVE_BUILDS || '{}');
if (process.versions.modules === process.env.BACKOFFICE_NATIVE_ABI) {
  const dlopen = process.dlopen;
  process.dlopen = function dlopenNode24Build(module, filename, ...rest) {
    return dlopen.call(this, module, builds[filename] ?? filename, ...rest);
  };
}
