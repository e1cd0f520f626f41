// Starts the built server on a fresh embedded database for one end-to-end run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dahua-e2e-'));
delete process.env.DATABASE_URL;
await import('../../apps/server/dist/main.js');
