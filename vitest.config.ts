import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';

/**
 * Every test of the repository. The API suite runs once per database; TEST_DATABASES=sqlite
 * narrows it on purpose (the default is both; empty: none, as `TEST_SQLITE_NODE=24 npm test` runs the SQLite
 * one apart, under Node 24). TEST_SUITES narrows to some projects.
 */
const databases = (process.env['TEST_DATABASES'] ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
for (const name of databases) {
  if (name !== 'sqlite' && name !== 'postgres')
    throw new Error(`TEST_DATABASES: unknown database "${name}" (use sqlite, postgres)`);
}

export default defineConfig({
  test: {
    // Both cores: by default Vitest leaves one free, which on this two-core machine runs one file at a time.
    maxWorkers: 2,
    projects: [
      // The repository's own rules (the lint's layer boundaries), checked as a developer meets them.
      { test: { name: 'repository', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      'packages/contract',
      'apps/web',
      ...databases.map((name) => serverProject(name as 'sqlite' | 'postgres')),
      'e2e',
    ],
  },
});
