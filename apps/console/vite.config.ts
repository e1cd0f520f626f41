import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the API server at the site's origin; its files live under
// /console-assets/ so they never collide with the public site's /assets/.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', assetsDir: 'console-assets', chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
