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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
