import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type AppContext, createContext } from '../../context.js';
import { auditLogs, siteItems } from '../../db/schema/index.js';
import { type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { productPhoto } from '../../test/product-photo.js';
import { type SiteServer, startSiteServer } from '../../test/site-server.js';
import { siteRenderer } from './renderer.js';
import { syncPublishedSite } from './service.js';

/**
 * The maker's site content (issue 30 §1, §3) over real HTTP and the real database: rights, drafts,
 * previews, publishing into the served folder, revisions and restore, and a second server following.
 * The "build" is the site rendered from its seed content into a scratch STATIC_ROOT, as the build does.
 */

let site: SiteServer;
let t: TestApp;
let scratch: string;
let staticRoot: string;
let superToken: string;
let editorToken: string;
let plainToken: string;
let companyToken: string;

beforeAll(async () => {
  site = await startSiteServer();
  ({ t, scratch, staticRoot, superToken, editorToken, plainToken, companyToken } = site);
}, 60_000);
afterAll(async () => site.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
  app?: FastifyInstance,
) => (app ?? t.app).inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });
const ITEM = '/api/management/site/items';
const page = async (url: string, app?: FastifyInstance) => (await (app ?? t.app).inject({ url })).body;

type Product = {
  slug: string;
  route: string;
  body: { specs: { name: { ch: string; en?: string }; value: { ch: string; en?: string } }[] };
};

describe('rights', () => {
  it('site editors and super administrators only: other administrators and company users get 403', async () => {
    for (const token of [plainToken, companyToken]) {
      const list = await call('GET', ITEM, token);
      expect(list.statusCode).toBe(403);
      const draft = await call('PUT', `${ITEM}/settings/site/draft`, token, { content: {} });
      expect(draft.statusCode).toBe(403);
      expect((await call('POST', `${ITEM}/product/tm-ab/publish`, token, {})).statusCode).toBe(403);
    }
    expect((await call('GET', ITEM, editorToken)).statusCode).toBe(200);
    expect((await call('GET', ITEM, superToken)).statusCode).toBe(200);
  });
});

describe('content in the database', () => {
  it('starts from the content the site was written with: the settings and every product, as revision 1', async () => {
    const { items } = (await call('GET', ITEM, editorToken)).json().data;
    const renderer = await siteRenderer();
    expect(items.filter((item: { kind: string }) => item.kind === 'product')).toHaveLength(
      renderer.defaultContent().products.length,
    );
    const tmAb = items.find((item: { key: string }) => item.key === 'tm-ab');
    expect(tmAb).toMatchObject({ kind: 'product', path: '/Tmab', changed: false, published_revision: 1 });
    expect(tmAb.missing).toEqual({ ch: [], en: [] });
    const settings = (await call('GET', `${ITEM}/settings/site`, editorToken)).json().data;
    expect(settings.draft).toMatchObject({ icpRecord: '', phone: '' });
  });

  it('a draft round trip: edit a spec row in both languages, preview the real page, publish, and the served page shows it', async () => {
    const before = (await call('GET', `${ITEM}/product/tm-ab`, editorToken)).json().data;
    const draft = structuredClone(before.draft) as Product;
    draft.body.specs[0] = {
      name: { ch: '称量范围', en: 'Capacity' },
      value: { ch: '6/15/30 千克（新）', en: '6/15/30 kg (new)' },
    };
    const saved = await call('PUT', `${ITEM}/product/tm-ab/draft`, editorToken, {
      content: draft,
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ changed: true, version: before.version + 1 });
    // Not online yet: the served page is the published one.
    expect(await page('/Tmab')).not.toContain('6/15/30 千克（新）');

    const previewCh = await call('GET', `${ITEM}/product/tm-ab/preview?lang=ch`, editorToken);
    expect(previewCh.statusCode).toBe(200);
    expect(previewCh.headers['content-type']).toMatch(/^text\/html/);
    expect(previewCh.body).toContain('6/15/30 千克（新）');
    const previewEn = await call('GET', `${ITEM}/product/tm-ab/preview?lang=en`, editorToken);
    expect(previewEn.body).toContain('6/15/30 kg (new)');

    const published = await call('POST', `${ITEM}/product/tm-ab/publish`, editorToken, {});
    expect(published.statusCode).toBe(200);
    const answer = published.json().data;
    expect(answer.revision).toBe(2);
    expect(answer.changed).toEqual(expect.arrayContaining(['Tmab/index.html', 'en/Tmab/index.html']));
    expect(answer.item).toMatchObject({ changed: false, published_revision: 2 });
    expect(await page('/Tmab')).toContain('6/15/30 千克（新）');
    expect(await page('/en/Tmab')).toContain('6/15/30 kg (new)');
    // Compressed copies follow the page (a browser is sent the .br).
    const br = await t.app.inject({ url: '/Tmab', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // Pages that do not show the product are not rewritten.
    expect(answer.changed).not.toContain('about/index.html');

    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'site.publish')));
    expect(audit?.detail).toMatchObject({ kind: 'product', key: 'tm-ab', revision: 2 });
  });

  it('restores an earlier revision into the draft; publishing it puts the old text back online', async () => {
    const revisions = (await call('GET', `${ITEM}/product/tm-ab/revisions`, editorToken)).json().data
      .revisions;
    expect(revisions.map((r: { revision: number; current: boolean }) => [r.revision, r.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = (await call('GET', `${ITEM}/product/tm-ab/revisions/1`, editorToken)).json().data;
    const restored = await call('POST', `${ITEM}/product/tm-ab/revisions/1/restore`, editorToken, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.draft).toEqual(first.content);
    expect((await call('POST', `${ITEM}/product/tm-ab/publish`, editorToken, {})).json().data.revision).toBe(
      3,
    );
    expect(await page('/Tmab')).not.toContain('6/15/30 千克（新）');
  });

  it('settings: the footer shows the ICP record on every page once published', async () => {
    const current = (await call('GET', `${ITEM}/settings/site`, superToken)).json().data;
    const draft = {
      ...current.draft,
      phone: '0571-8888 0000',
      email: 'sales@dahua-scale.cn',
      address: { ch: '杭州市余杭区文一西路 1 号', en: '1 Wenyi West Road, Yuhang, Hangzhou' },
      icpRecord: '浙ICP备12345678号-1',
    };
    expect(
      (await call('PUT', `${ITEM}/settings/site/draft`, superToken, { content: draft })).statusCode,
    ).toBe(200);
    const preview = await call('GET', `${ITEM}/settings/site/preview?lang=en`, superToken);
    expect(preview.body).toContain('1 Wenyi West Road');
    const published = (await call('POST', `${ITEM}/settings/site/publish`, superToken, {})).json().data;
    expect(published.changed.length).toBeGreaterThan(150);
    for (const url of ['/', '/about', '/en/contact', '/Tmab'])
      expect(await page(url)).toContain('浙ICP备12345678号-1');
    expect(await page('/contact')).toContain('杭州市余杭区文一西路 1 号');
  });
});

describe('photos', () => {
  it('a product keeps the pipeline’s record of its photo, whatever the client sent; an unknown photo is refused', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'tm-h2.jpg', contentType: 'image/jpeg', data: await productPhoto(800, 600) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/management/site/images',
      headers: { ...headers, ...tokenHeader(editorToken) },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const photo = uploaded.json().data;
    const before = (await call('GET', `${ITEM}/product/tm-h2`, editorToken)).json().data;
    // A client that rewrote a variant's address (to another server): the stored address is kept.
    const forged = {
      ...photo,
      variants: photo.variants.map((v: { url: string }) => ({
        ...v,
        url: 'https://elsewhere.example/x.jpg',
      })),
    };
    const saved = await call('PUT', `${ITEM}/product/tm-h2/draft`, editorToken, {
      content: { ...before.draft, photos: [forged] },
    });
    expect(saved.statusCode).toBe(200);
    const kept = saved.json().data.draft.photos[0];
    expect(kept.variants.map((v: { url: string }) => v.url)).toEqual(
      photo.variants.map((v: { url: string }) => v.url),
    );
    expect(kept).not.toHaveProperty('created_time');
    const preview = await call('GET', `${ITEM}/product/tm-h2/preview`, editorToken);
    expect(preview.body).toContain(`/uploads/site-media/${photo.id}/`);

    const unknown = await call('PUT', `${ITEM}/product/tm-h2/draft`, editorToken, {
      content: { ...before.draft, photos: [{ ...photo, id: '0123456789abcdef' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('没有这张照片：0123456789abcdef，请重新上传');
  });
});

describe('text pages', () => {
  it('the about page: a section edited in both languages is online once published; no other page key exists', async () => {
    const before = (await call('GET', `${ITEM}/page/about`, editorToken)).json().data;
    expect(before).toMatchObject({ path: '/about', title: { ch: '关于我们', en: 'About us' } });
    const draft = structuredClone(before.draft);
    draft.sections[0].paragraphs.push({
      ch: '我们的研发中心位于杭州。',
      en: 'Our research centre is in Hangzhou.',
    });
    expect((await call('PUT', `${ITEM}/page/about/draft`, editorToken, { content: draft })).statusCode).toBe(
      200,
    );
    const published = (await call('POST', `${ITEM}/page/about/publish`, editorToken, {})).json().data;
    expect(published.changed).toEqual(expect.arrayContaining(['about/index.html', 'en/about/index.html']));
    expect(await page('/about')).toContain('我们的研发中心位于杭州。');
    expect(await page('/en/about')).toContain('Our research centre is in Hangzhou.');
    expect((await call('GET', `${ITEM}/page/history`, editorToken)).statusCode).toBe(404);
    expect((await call('GET', `${ITEM}/page/privacy`, editorToken)).json().data.draft.version).toBe('1.4.5');
  });
});

describe('refusals leave everything as it was', () => {
  it('a draft that breaks its schema is a 400 naming the field; a product’s slug or route cannot change', async () => {
    const before = (await call('GET', `${ITEM}/product/tm-f`, editorToken)).json().data;
    const broken = await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, {
      content: { ...before.draft, body: { ...before.draft.body, specs: [] } },
    });
    expect(broken.statusCode).toBe(400);
    expect(JSON.stringify(broken.json())).toContain('content.body.specs');
    const moved = await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, {
      content: { ...before.draft, route: '/somewhere' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().msg).toBe('产品的编号和页面地址不能修改');
    const after = (await call('GET', `${ITEM}/product/tm-f`, editorToken)).json().data;
    expect(after.version).toBe(before.version);
  });

  it('a stale version is a 409; absent, the draft is replaced', async () => {
    const before = (await call('GET', `${ITEM}/product/tm-f`, editorToken)).json().data;
    const saved = await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, {
      content: before.draft,
      version: before.version,
    });
    expect(saved.json().data.version).toBe(before.version + 1);
    // Saved again on the version read before: someone saved in between.
    const stale = await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, {
      content: before.draft,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    const plain = await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, { content: before.draft });
    expect(plain.statusCode).toBe(200);
  });

  it('publishing with an English text missing is refused, in the caller’s language, and nothing is published', async () => {
    const before = (await call('GET', `${ITEM}/product/tm-f`, editorToken)).json().data;
    const draft = structuredClone(before.draft) as Product;
    draft.body.specs[0]!.value = { ch: '只有中文', en: '' };
    await call('PUT', `${ITEM}/product/tm-f/draft`, editorToken, { content: draft });
    const detail = (await call('GET', `${ITEM}/product/tm-f`, editorToken)).json().data;
    expect(detail.missing.en).toEqual(['body.specs.0.value']);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${ITEM}/product/tm-f/publish`,
      headers: { ...tokenHeader(editorToken), lang: 'en' },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('1 texts are still empty (English); fill them in before publishing.');
    const [row] = await t.ctx.db
      .select({ revision: siteItems.publishedRevision })
      .from(siteItems)
      .where(and(eq(siteItems.kind, 'product'), eq(siteItems.key, 'tm-f')));
    expect(row?.revision).toBe(1);
    expect(await page('/TmF')).not.toContain('只有中文');
  });

  it('pages that cannot be written publish nothing: the revision is not stored and the old pages stay served', async () => {
    const before = (await call('GET', `${ITEM}/product/tm-h`, editorToken)).json().data;
    const draft = structuredClone(before.draft) as Product;
    draft.body.specs[0]!.value = { ch: '写不进去', en: 'cannot be written' };
    await call('PUT', `${ITEM}/product/tm-h/draft`, editorToken, { content: draft });
    // The releases' folder is a file for the time of the publish (the served release is kept aside).
    const releases = path.join(scratch, 'data/site/releases');
    renameSync(releases, `${releases}.aside`);
    writeFileSync(releases, 'not a folder');
    try {
      const refused = await call('POST', `${ITEM}/product/tm-h/publish`, editorToken, {});
      expect(refused.statusCode).toBe(503);
      expect(refused.json().msg).toBe('页面无法写入服务器，本次未发布任何内容，请稍后再试');
    } finally {
      rmSync(releases, { force: true });
      renameSync(`${releases}.aside`, releases);
    }
    const after = (await call('GET', `${ITEM}/product/tm-h`, editorToken)).json().data;
    expect(after.published_revision).toBe(1);
    expect(after.changed).toBe(true);
    expect(await page('/tmhp')).not.toContain('写不进去');
  });
});

describe('publishes at the same time', () => {
  const edit = async (slug: string, text: string) => {
    const before = (await call('GET', `${ITEM}/product/${slug}`, editorToken)).json().data;
    const draft = structuredClone(before.draft) as Product;
    draft.body.specs[0]!.value = { ch: text, en: `${text} (en)` };
    expect(
      (await call('PUT', `${ITEM}/product/${slug}/draft`, editorToken, { content: draft })).statusCode,
    ).toBe(200);
    return draft.route;
  };

  it('the same draft published twice at once: one revision, the other told there is nothing to publish', async () => {
    const route = await edit('tm-aa', '同时发布一');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `${ITEM}/product/tm-aa/publish`, editorToken, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const revisions = (await call('GET', `${ITEM}/product/tm-aa/revisions`, editorToken)).json().data
      .revisions;
    expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(await page(route)).toContain('同时发布一');
  });

  it('two products published at once: both online, neither release losing the other’s page', async () => {
    const [first, second] = [await edit('tm-ab', '并发甲'), await edit('tm-f66', '并发乙')];
    const answers = await Promise.all([
      call('POST', `${ITEM}/product/tm-ab/publish`, editorToken, {}),
      call('POST', `${ITEM}/product/tm-f66/publish`, editorToken, {}),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await page(first)).toContain('并发甲');
    expect(await page(second)).toContain('并发乙');
  });
});

describe('several servers', () => {
  let second: { app: FastifyInstance; ctx: AppContext };
  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_ROOT: staticRoot,
      DATA_DIR: path.join(scratch, 'data-b'),
    });
    const ctx = createContext(t.ctx.db, config);
    const app = await buildApp(ctx, { serveStatic: true });
    await app.ready();
    second = { app, ctx };
  });
  afterAll(async () => second.app.close());

  it('a second server, started on the same database, serves what the first published; and follows the next publish', async () => {
    // Started after the publishes above: it rendered the published content at start.
    expect(await page('/Tmab', second.app)).toContain('浙ICP备12345678号-1');
    const before = (await call('GET', `${ITEM}/product/tm-p`, editorToken)).json().data;
    const draft = structuredClone(before.draft) as Product;
    draft.body.specs[0]!.value = { ch: '第二台服务器', en: 'second server' };
    await call('PUT', `${ITEM}/product/tm-p/draft`, editorToken, { content: draft });
    expect((await call('POST', `${ITEM}/product/tm-p/publish`, editorToken, {})).statusCode).toBe(200);
    const route = (draft as Product).route;
    expect(await page(route)).toContain('第二台服务器');
    // The second server renders on its next turn (every 5 s), here called at once.
    expect(await syncPublishedSite(second.ctx)).toBe(true);
    expect(await page(route, second.app)).toContain('第二台服务器');
    expect(await syncPublishedSite(second.ctx)).toBe(false);
    // What it wrote is a release of its own, not the first server's.
    expect(
      readFileSync(path.join(scratch, 'data-b/site/live', route.slice(1), 'index.html'), 'utf8'),
    ).toContain('第二台服务器');
  });
});
