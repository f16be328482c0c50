import { defineProject } from 'vitest/config';

/** Browser tests: each file starts the built server on its own port and data directory. */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser and one server per file at a time keeps runs steady.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
