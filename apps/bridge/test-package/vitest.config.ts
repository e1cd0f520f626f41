import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { serverDeps } from '../../../vitest.server-deps';

// The bridge's single-file executables (issue 25): packaged, then run without Node against a real
// server (its integration harness: PGlite, or PostgreSQL with TEST_ENGINE=postgres) and a simulated
// scale. Its own step of `npm test` (scripts/test.mjs), after the integration tests:
//   npx vitest run --config apps/bridge/test-package/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'bridge-executables',
    include: ['apps/bridge/test-package/**/*.test.ts'],
    environment: 'node',
    server: { deps: serverDeps },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
