import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Pure rules with no database, HTTP or DOM: their files share one module graph (`isolate: false`), so
 * zod, the schemas and the shared rules are imported once per worker instead of once per file.
 */
const UNIT = ['shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/slowest-test-files.test.ts', 'scripts/docs-links.test.ts'];

export default defineConfig({
  test: {
    // Vitest's own default leaves a core idle (cores minus one): on the 2-core CI machine that is one
    // file at a time. The files wait on PostgreSQL, PGlite and sockets as much as on the CPU.
    maxWorkers: availableParallelism(),
    reporters: ['default', './scripts/slowest-test-files.ts'],
    // Once for the whole run: the database templates every server and component test file copies.
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          isolate: false,
          setupFiles: ['server/test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: UNIT,
          environment: 'node',
          // One module graph per worker, as the unit project: each file builds its own app, database and
          // clock, and the server's modules keep only caches of what never changes (the parsed env, the
          // address lists, a dummy hash). The app is imported once per worker instead of once per file:
          // this project's imports took 18 s where the whole suite's took 535 s, and its wall time
          // 9 minutes on the 2-core machine (decision 022).
          isolate: false,
          setupFiles: ['server/test/fail-on-console-error.ts'],
          // On a slow 2-core machine a test that takes 10 s alone took 30–35 s beside another file
          // (a REST contract case placing an order, a 25-run property): room for that, not a hang.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Components rendered in happy-dom against a real test app on a socket (client/test/shop-server.ts).
          name: 'components',
          include: ['client/**/*.test.tsx'],
          environment: './client/test/happy-dom-environment.ts',
          setupFiles: ['client/test/setup.ts', 'server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A screen waits on the server; on a loaded 2-core machine that can exceed poll's default 1 s.
          expect: { poll: { timeout: 10_000 } },
          // One journey at a time, once the other projects are done: a journey keeps a shop, Chromium and
          // its worker busy, and two at once on two cores ran each 1.8 times slower (decision 022). On a
          // bigger machine, raise it: each worker gets a shop of its own (e2e/global-setup.ts).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
