/**
 * Publishing one product (issue 30 §3: "≤ 5 s for one product on this machine"), against the built
 * server (`npm run build` first) on a fresh demo database: an editor changes a spec row of TM-Ab,
 * publishes, and the public page is fetched until it shows the new text. Side by side, the two parts
 * it is made of, measured bare: rendering every page from the content (the site's renderer alone) and
 * the publish call's own answer time. `npm run site-publish -w bench`
 */
import { fileURLToPath } from 'node:url';
import { signInHeaders, stats, triple } from './support.js';

const { startBuiltServer } = (await import('./built-server.mjs' as string)) as {
  startBuiltServer: (port: number, name: string) => { server: { kill(): void }; ready: Promise<void> };
};

const PORT = 3391;
const RUNS = 7;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Renderer = {
  defaultContent(): unknown;
  renderAll(content: unknown, assets: object): unknown[];
};

async function main(): Promise<void> {
  const { server, ready } = startBuiltServer(PORT, 'site-publish');
  try {
    await ready;
    const base = `http://127.0.0.1:${PORT}`;
    const headers = {
      ...(await signInHeaders(base, 'admin', 'Admin@123456')),
      'content-type': 'application/json',
    };
    const item = `${base}/api/management/site/items/product/tm-ab`;

    const renderer = (await import(`${ROOT}apps/site/dist-lib/renderer.mjs`)) as Renderer;
    const content = renderer.defaultContent();
    const assets = { css: '/a.css', js: '/a.js', favicon: '/f.svg' };
    renderer.renderAll(content, assets);
    const renderSamples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      renderer.renderAll(content, assets);
      renderSamples.push(performance.now() - start);
    }

    const answerSamples: number[] = [];
    const visibleSamples: number[] = [];
    let changed = 0;
    for (let i = 0; i < RUNS; i++) {
      const detail = (await (await fetch(item, { headers })).json()) as {
        data: { draft: { body: { specs: { value: { ch: string; en: string } }[] } } };
      };
      const draft = detail.data.draft;
      const text = `基准 ${Date.now()} ${i}`;
      draft.body.specs[0]!.value = { ch: text, en: `bench ${i}` };
      const saved = await fetch(`${item}/draft`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ content: draft }),
      });
      if (!saved.ok) throw new Error(`draft ${saved.status}: ${await saved.text()}`);
      const start = performance.now();
      const published = await fetch(`${item}/publish`, { method: 'POST', headers, body: '{}' });
      if (!published.ok) throw new Error(`publish ${published.status}: ${await published.text()}`);
      answerSamples.push(performance.now() - start);
      changed = ((await published.json()) as { data: { changed: string[] } }).data.changed.length;
      for (;;) {
        if ((await (await fetch(`${base}/Tmab`)).text()).includes(text)) break;
      }
      visibleSamples.push(performance.now() - start);
    }

    const rows = [
      ['render every page from the content (renderer alone, baseline)', stats(renderSamples)],
      ['publish one product: the API answers', stats(answerSamples)],
      ['publish one product: the public page shows it', stats(visibleSamples)],
    ] as const;
    console.log(`site publish, ${RUNS} runs each (ms, p50 / p95 / p99); ${changed} files changed a publish`);
    for (const [name, s] of rows) console.log(`  ${name}: ${triple(s)} (mean ${s.mean.toFixed(0)})`);
  } finally {
    server.kill();
  }
}

await main();
