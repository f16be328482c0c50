// A Vitest reporter that writes how long each test file took, and in which project, for `npm test`'s closing
// table of the slowest files. Vitest's JSON report has neither: its per-file span starts at the first test, after
// the file's beforeAll (a browser file's server start and data), and a server file run once per database appears
// twice under one name. Where it writes: `--outputFile.timings=<file>`.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimingsReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules) {
    const outputFile = this.vitest.config.outputFile?.timings;
    if (!outputFile) return;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      // What a worker spends on the file: its environment, Vitest's harness, importing it, its setup files,
      // and its tests with their hooks.
      const milliseconds =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        file: path.relative(this.vitest.config.root, module.moduleId),
        project: module.project.name,
        seconds: milliseconds / 1000,
      };
    });
    fs.writeFileSync(outputFile, `${JSON.stringify({ files })}\n`);
  }
}
