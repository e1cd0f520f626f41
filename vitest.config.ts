import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { serverDeps } from './vitest.server-deps';

// Two tiers (see ARCHITECTURE.md): "unit" is pure code, "integration" drives the real
// HTTP layer over a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), so
  // no build is needed first.
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'apps/scale-sim/src/**/*.test.ts',
            'apps/bridge/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The server's tests run in the node (SSR) module graph, which has conditions of its own.
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          server: { deps: serverDeps },
          environment: 'node',
          // One migrated database per run, copied by each file's harness (apps/server/src/test).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Two files at once (2 cores here); each worker holds one database (PGlite: ~0.5 GB).
          maxWorkers: 2,
          // Its own group, after the unit tests, since its worker count differs.
          sequence: { groupOrder: 1 },
          // A worker imports the app once for all its files (each file still builds its own app
          // on its own database); importing it afresh per file cost ~3 s of CPU a file.
          isolate: false,
          // A larger young generation: the fuzz tier allocates hard (~1.5 s less garbage collection).
          execArgv: ['--max-semi-space-size=64'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
