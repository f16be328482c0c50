import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const directoriesIn = (folder) =>
  fs
    .readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = directoriesIn('./apps/web/src/features/');
const serverModules = directoriesIn('./apps/server/src/modules/');

/**
 * The layers of docs/architecture.md, checked on resolved paths (a relative import across a boundary fails too):
 * a web feature uses components, lib and the contract, never another feature or the app shell; a server module uses
 * platform and the contract, and another module only through that module's index.ts; platform uses no module.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move shared code to components/, lib/ or the contract.',
  })),
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/app', './apps/web/src/routes', './apps/web/src/main.tsx'],
    message: 'A feature does not reach into the app shell: the shell passes what a feature needs, or it lives in lib/.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'],
    message: 'components/ and lib/ are shared by every feature and know none of them.',
  },
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: "A module uses another module only through that module's index.ts.",
  })),
  // platform's own tests may drive whole routes of the app (every PATCH, every file the server writes).
  {
    target: './apps/server/src/platform/**/!(*.test).ts',
    from: ['./apps/server/src/modules', './apps/server/src/demo'],
    message: 'platform/ is below every module: it imports none.',
  },
  { target: './packages', from: './apps', message: 'Packages never import the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the console.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The console talks to the server over HTTP through the contract.',
  },
  // The package entries (package.json "exports") resolve to these sources under the `source` condition.
  {
    target: ['./bench', './e2e'],
    from: './apps/server/src',
    except: ['./index.ts', './demo/entry.ts', './test/stalker-sessions.ts', './test/oidc-provider.ts'],
    message:
      "Benchmarks and browser tests use the server package's entries (@backoffice/server, /demo, /testing, /testing/oidc-provider), not its sources.",
  },
  {
    target: ['./bench', './e2e'],
    from: './apps/web/src',
    except: ['./app/navigation.ts'],
    message: "Browser tests use the console package's entries (@backoffice/web/navigation), not its sources.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/web/src/routeTree.gen.ts',
      'data/**',
      'coverage/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/*/tsconfig.json',
            'bench/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Cycles are `npm run lint:cycles` (madge): it counts type-only imports too, which import-x/no-cycle skips.
    },
  },
  {
    // Migrations are frozen history: names the running code shares with them live in the code's own modules.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/db/migrate.ts', 'apps/server/src/platform/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/migrations/*'],
              message: 'Only migrate.ts imports migrations: put a shared name in the module that uses it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
