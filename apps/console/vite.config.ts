import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND } from '../../packages/shared/src/brand.ts';
import { firstViewGroups } from './build/firstViewChunks.ts';
import { lazyListPagination } from './build/lazyListPagination.ts';

/** index.html's title before the app starts: the brand, from its one place. */
const brandTitle: Plugin = {
  name: 'brand-title',
  transformIndexHtml: (html) => html.replace('%BRAND%', BRAND.ch),
};

// The console is served by the API server at the site's origin; its files live under
// /console-assets/ so they never collide with the public site's /assets/.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), brandTitle, lazyListPagination],
  resolve: { conditions: ['source'] },
  // The manifest feeds the first-load budget check (scripts/check-budgets.mjs).
  // The SSR build (build/prerender-sign-login.mjs) bundles every dependency, so Node runs antd's
  // ES modules as the browser build does (its deep imports have no file extensions).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'node_modules/.cache/prerender', emptyOutDir: true, ssr: 'src/prerender/signLogin.tsx' }
    : {
        outDir: 'dist',
        assetsDir: 'console-assets',
        chunkSizeWarningLimit: 1500,
        manifest: true,
        // Fewer, larger chunks where a first view needs many small ones (each file pays its own gzip
        // start-up, ~0.5 KB, and a request): what index.html loads; then, for the two first views (the
        // sign-in page; the signed-in frame with the dashboard), what only one of them needs in its own
        // chunk and what both need in a shared one, so neither loads the other's code.
        // bench/README.md, "Issue 18, front end and transport".
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'start', tags: ['$initial'], priority: 4 }, ...firstViewGroups],
            },
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
