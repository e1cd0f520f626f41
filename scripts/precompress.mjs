// Precompresses a built folder (issue 18): beside every text file of 1 KB or more (HTML, JS, CSS,
// JSON, SVG, XML, TXT) it writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9), each
// only when smaller than the file. The server's static handler (apps/server/src/http/static.ts)
// sends them with Content-Encoding to clients that accept it. Old `.br`/`.gz` are removed first.
//   node scripts/precompress.mjs <dir>...
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESSED_TYPES = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
export const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the compressed siblings under dir; answers {files, raw, br, gz} totals. */
export async function precompress(dir) {
  const all = await filesUnder(dir);
  await Promise.all(all.filter((f) => /\.(br|gz)$/.test(f)).map((f) => rm(f)));
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const candidates = all.filter(
    (f) => PRECOMPRESSED_TYPES.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
  );
  // A few at a time: zlib runs on the thread pool.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      totals.files++;
      totals.raw += bytes.length;
      if (br.length < bytes.length) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gz.length < bytes.length) {
        await writeFile(`${file}.gz`, gz);
        totals.gz += gz.length;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    const started = Date.now();
    const t = await precompress(path.resolve(dir));
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `[precompress] ${dir}: ${t.files} files, ${kb(t.raw)} → br ${kb(t.br)}, gzip ${kb(t.gz)} in ${Date.now() - started} ms`,
    );
  }
}
