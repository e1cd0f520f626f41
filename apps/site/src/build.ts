/**
 * Static build of the public site: validates content, renders every page of SPEC §2.6 in
 * Chinese (at the path) and English (at /en + path), draws the images, generates the
 * downloadable files and writes apps/site/dist/ (output contract in apps/site/README.md).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCss, buildScript } from './build-assets.js';
import { defaultSiteContent } from './content/default-content.js';
import { validateAllContent } from './content/validate-all.js';
import { generateDownloads } from './files/build-downloads.js';
import { FAVICON_PATH, listImageFiles } from './images/image-files.js';
import type { AssetPaths } from './render/page-context.js';
import { renderSite, renderSitemap } from './site-map/render-site.js';
import { buildRobots } from './site-map/sitemap.js';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

async function write(relativePath: string, content: string | Uint8Array): Promise<void> {
  const target = join(DIST, relativePath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function main(): Promise<void> {
  const started = performance.now();
  validateAllContent();
  await rm(DIST, { recursive: true, force: true });

  const css = await buildCss(new URL('./styles/site.css', import.meta.url));
  const script = await buildScript(new URL('./client/site-script.ts', import.meta.url));
  await write(`assets/${css.fileName}`, css.content);
  await write(`assets/${script.fileName}`, script.content);
  const assets: AssetPaths = {
    css: `/assets/${css.fileName}`,
    js: `/assets/${script.fileName}`,
    favicon: FAVICON_PATH,
  };

  const images = listImageFiles();
  await Promise.all(images.map((image) => write(image.path.slice(1), image.svg)));

  // The asset names, for the server that renders pages again on publish (issue 30 §3).
  await write('assets.json', `${JSON.stringify(assets)}\n`);

  const content = defaultSiteContent();
  const pages = renderSite(content, assets);
  await Promise.all(pages.map((page) => write(page.file, page.html)));

  const downloads = generateDownloads();
  await Promise.all(downloads.map((file) => write(file.entry.url.slice(1), file.bytes)));
  await write(
    'files/manifest.json',
    `${JSON.stringify(
      downloads.map((file) => file.entry),
      null,
      2,
    )}\n`,
  );

  await write('sitemap.xml', renderSitemap(content));
  await write('robots.txt', buildRobots());

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `site: ${pages.length} HTML files, ${images.length} images, ${downloads.length} downloads, ` +
      `css ${css.content.length} B, js ${script.content.length} B → ${DIST} (${seconds}s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
