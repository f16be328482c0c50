// Preloaded (NODE_OPTIONS=--require) into every process of a test run under another Node by scripts/test-node.mjs:
// Vitest, its workers and the servers and CLIs the tests spawn. The node_modules tree keeps the machines' build
// of each native module; when a process of the run loads one of those files, it gets the copy built against that
// Node's headers instead (BACKOFFICE_NATIVE_BUILDS maps one path to the other). A process of any other Node ABI
// (BACKOFFICE_NATIVE_ABI) is left alone.
'use strict';

const builds = JSON.parse(process.env.BACKOFFICE_NATIVE_BUILDS || '{}');
if (process.versions.modules === process.env.BACKOFFICE_NATIVE_ABI) {
  const dlopen = process.dlopen;
  process.dlopen = function dlopenOtherNodeBuild(module, filename, ...rest) {
    return dlopen.call(this, module, builds[filename] ?? filename, ...rest);
  };
}
