import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of docs/architecture.md as `npm run lint` applies them: a probe file is linted at a path inside
 * the repository, and its imports are judged on the paths they resolve to, so a relative import across a boundary
 * fails as an aliased one does.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(probePath: string, imports: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${imports}\n`, { filePath: path.join(root, probePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

/** A real file of another feature, so the import resolves as it would in the console's code. */
function fileOfFeature(feature: string): string {
  const name = fs
    .readdirSync(path.join(root, 'apps/web/src/features', feature))
    .find((file) => /^[a-z-]+\.tsx?$/.test(file));
  if (!name) throw new Error(`no module file in features/${feature}`);
  return name.replace(/\.tsx?$/, '');
}

describe('layer boundaries', () => {
  it('refuses a console feature importing another feature, relatively or through the alias', async () => {
    const other = fileOfFeature('keyword');
    const relative = await boundaryErrors('apps/web/src/features/sponsor/probe.ts', `import '../keyword/${other}';`);
    const aliased = await boundaryErrors(
      'apps/web/src/features/sponsor/probe.ts',
      `import '@/features/keyword/${other}';`,
    );
    expect(relative).toEqual([expect.stringContaining('Features never import each other')]);
    expect(aliased).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('lets a feature use components, lib, the contract and its own files, and not the app shell', async () => {
    const own = fileOfFeature('keyword');
    const allowed = await boundaryErrors(
      'apps/web/src/features/keyword/probe.ts',
      `import '@/components/ui/button';\nimport '@/lib/session';\nimport '@backoffice/contract';\nimport './${own}';`,
    );
    expect(allowed).toEqual([]);
    expect(await boundaryErrors('apps/web/src/features/keyword/probe.ts', `import '@/app/access';`)).toEqual([
      expect.stringContaining('app shell'),
    ]);
  });

  it("refuses a server module reaching into another module's files, and allows its index", async () => {
    expect(
      await boundaryErrors('apps/server/src/modules/keywords/probe.ts', `import '../sponsors/client-repo.js';`),
    ).toEqual([expect.stringContaining("only through that module's index.ts")]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/keywords/probe.ts',
        `import '../sponsors/index.js';\nimport '../../platform/time.js';`,
      ),
    ).toEqual([]);
  });

  it('refuses platform code importing a module', async () => {
    expect(await boundaryErrors('apps/server/src/platform/probe.ts', `import '../modules/keywords/index.js';`)).toEqual(
      [expect.stringContaining('below every module')],
    );
  });

  it("sends benchmarks and browser tests through the server package's entry", async () => {
    expect(await boundaryErrors('bench/src/probe.ts', `import '../../apps/server/src/app.js';`)).toEqual([
      expect.stringContaining('@backoffice/server'),
    ]);
    expect(await boundaryErrors('bench/src/probe.ts', `import '@backoffice/server';`)).toEqual([]);
  });
});
