import { defineProject } from 'vitest/config';

/** The API suite runs twice, once per database; the root config picks which. */
export function serverProject(database: 'sqlite' | 'postgres') {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name: `server:${database}`,
      root: import.meta.dirname,
      include: ['src/**/*.test.ts'],
      // The command-line test drives the SQLite file of a data directory; two server processes share
      // one database only on PostgreSQL (SQLite is one process's file). *.postgres.test.ts are about PostgreSQL alone.
      exclude:
        database === 'postgres'
          ? ['src/cli.test.ts']
          : ['src/reliability/two-instances.test.ts', 'src/**/*.postgres.test.ts'],
      environment: 'node',
      // Every file builds its own server on its own database and keeps no state in modules, so a worker keeps
      // the server's module graph from one file to the next instead of evaluating it again for each.
      isolate: false,
      env: { TEST_DATABASE: database },
      globalSetup: database === 'postgres' ? ['./src/test/postgres-setup.ts'] : [],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverProject('sqlite');
