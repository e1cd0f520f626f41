// `npm start`: builds whatever is missing or older than its sources (every part on the first
// start, with its progress shown), then starts the server (embedded PGlite under ./data unless
// DATABASE_URL is set; demo data on an empty database).
import path from 'node:path';
import { build, root } from './build-steps.mjs';

await build({ onlyStale: true });
await import(path.join(root, 'apps/server/dist/main.js'));
