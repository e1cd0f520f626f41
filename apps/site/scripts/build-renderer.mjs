// Bundles the site's renderer (src/renderer.ts: pages from content) into dist-lib/renderer.mjs, the
// module the server imports to publish and preview (issue 30 §3). React is bundled in its production
// build (the server does not set NODE_ENV, and React's development build renders the site several
// times slower); @dahua/shared stays external, resolved from node_modules as the server resolves it.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/renderer.ts', import.meta.url).pathname],
  outfile: new URL('../dist-lib/renderer.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@dahua/shared', '@dahua/shared/*'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's CommonJS files require Node's built-ins; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  jsx: 'automatic',
  logLevel: 'warning',
});
