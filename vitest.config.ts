import { defineConfig } from 'vitest/config';

// Suites are picked by project name from scripts/test.mjs: `unit` is pure and fast,
// `api` runs the built app in process against a migrated, seeded database, `reliability` runs the
// API as a process on a PostgreSQL server of its own and breaks things under it.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for all files, not one per file: each file builds its own app on its own
          // database copy, and none sets the environment or mocks a module. Saves the ~2 s of
          // imports each of the 88 files paid (165 s of the PGlite suite's 980).
          isolate: false,
        },
      },
      {
        // Faults: the API as a process, its database restarted, itself killed; slow.
        test: {
          name: 'reliability',
          include: ['apps/api/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/reliability/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // The fleet: every tier as several processes behind HAProxy, Varnish, PgBouncer and a
        // PostgreSQL replica, restarted and broken under load (apps/api/fleet/fleet.ts starts it).
        test: {
          name: 'fleet',
          include: ['apps/api/fleet/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
