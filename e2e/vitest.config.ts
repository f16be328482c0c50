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
    // Two files at a time: much of a browser test is waiting (for the server, for the page), so two
    // cores run two files in well under twice the time of one. Waits are on conditions, never on time.
    maxWorkers: 2,
  },
});
