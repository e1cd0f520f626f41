// Bundles the site's renderer (src/renderer.ts: pages from content) into dist-lib/renderer.mjs, the
// module the server imports to publish and preview (issue 30 §3). Packages stay external: React and
// @dahua/shared resolve from node_modules beside it, as the server's own imports do.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/renderer.ts', import.meta.url).pathname],
  outfile: new URL('../dist-lib/renderer.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
});
