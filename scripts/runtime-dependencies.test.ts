import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The container image installs the server's production dependencies only (`npm ci --omit=dev`): every package the
 * built server imports at run time must be one of them, and nothing else should be, so the image carries what
 * the server runs. The demo is the exception, on purpose: its packages are development ones, and the demo
 * command says so when they are missing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const manifest = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The folders of src/ the build leaves out (tsconfig.build.json: the harness, the reliability scenarios). */
const unbuilt = (
  JSON.parse(fs.readFileSync(path.join(server, 'tsconfig.build.json'), 'utf8')) as { exclude: string[] }
).exclude.flatMap((pattern) => /^src\/([^/*]+)\/\*\*$/.exec(pattern)?.[1] ?? []);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return dir === path.join(server, 'src') && unbuilt.includes(entry.name) ? [] : sources(file);
    return /\.ts$/.test(entry.name) && !/\.(test|e2e)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

/** The packages a file loads at run time: type-only imports are erased by the build and load nothing. */
function packagesImportedBy(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  // Static and dynamic imports, and what a createRequire(...) loads (the PostgreSQL driver, only when asked for).
  const specifiers = [
    ...text.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\('([^']+)'\)|createRequire\([^)]*\)\('([^']+)'\)/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return specifiers
    .filter(
      (specifier) =>
        !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtinModules.includes(specifier),
    )
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const isDemo = (file: string) => file.startsWith(path.join(server, 'src', 'demo') + path.sep);
const imported = (files: string[]) => [...new Set(files.flatMap(packagesImportedBy))].sort();

describe('the server’s production dependencies', () => {
  const files = sources(path.join(server, 'src'));

  it('hold every package the server loads outside the demo', () => {
    const runtime = imported(files.filter((file) => !isDemo(file)));
    expect(runtime).toContain('fastify');
    expect(runtime.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('hold nothing the server never loads: a test’s or the demo’s packages are development ones', () => {
    const loaded = new Set(imported(files));
    expect(Object.keys(manifest.dependencies).filter((name) => !loaded.has(name))).toEqual([]);
  });

  it('leave out the demo’s own packages, which are development ones', () => {
    const demoOnly = imported(files.filter(isDemo)).filter(
      (name) => !imported(files.filter((file) => !isDemo(file))).includes(name),
    );
    expect(demoOnly).toEqual(['@faker-js/faker', 'cli-progress']);
    for (const name of demoOnly) expect(manifest.devDependencies[name], name).toBeDefined();
  });
});
