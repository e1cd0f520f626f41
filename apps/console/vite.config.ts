import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND } from '../../packages/shared/src/brand';

/** index.html's title before the app starts: the brand, from its one place. */
const brandTitle: Plugin = {
  name: 'brand-title',
  transformIndexHtml: (html) => html.replace('%BRAND%', BRAND.ch),
};

// The console is served by the API server at the site's origin; its files live under
// /console-assets/ so they never collide with the public site's /assets/.
export default defineConfig({
  plugins: [react(), brandTitle],
  resolve: { conditions: ['source'] },
  // The manifest feeds the first-load budget check (scripts/check-budgets.mjs).
  build: {
    outDir: 'dist',
    assetsDir: 'console-assets',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Fewer, larger chunks where a first view needs many small ones (each file pays its own gzip
    // start-up, ~0.5 KB, and a request): what index.html loads; the sign-in page with everything
    // it imports; the signed-in frame and the dashboard, the first page after sign-in, with theirs.
    // A module wanted by two of them goes where the higher priority says (the sign-in page is the
    // first load that matters most). bench/README.md, "Issue 18, front end and transport".
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            { name: 'sign', test: /src\/(layouts\/SignLayout|pages\/sign\/LoginPage)\.tsx$/, priority: 2 },
            {
              name: 'frame',
              test: /src\/(layouts\/ConsoleLayout|pages\/dashboard\/DashboardPage|routes\/menuIconSet)\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
