import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { type SiteServer, startSiteServer } from '../../test/site-server.js';

/**
 * Products added, withdrawn and deleted from the console (issue 30 §1): a new model is a draft until
 * published, then has its page, its card and its sitemap entry; withdrawn, they go and its history stays;
 * the addresses SPEC names are never withdrawn.
 */

let site: SiteServer;
beforeAll(async () => {
  site = await startSiteServer();
}, 60_000);
afterAll(async () => site.close());

const ITEMS = '/api/management/site/items';

type Product = { slug: string; route: string; model: string; name: { ch: string; en?: string } };

/** A new model made from TM-Ab's content, as the console's "new product" does. */
async function newModel(slug: string, route: string): Promise<Product> {
  const tmAb = (await site.call('GET', `${ITEMS}/product/tm-ab`, site.editorToken)).json().data.draft;
  return {
    ...tmAb,
    slug,
    route,
    model: slug.toUpperCase(),
    name: { ch: `${slug.toUpperCase()} 新款条码秤`, en: `${slug.toUpperCase()} new label scale` },
    photos: undefined,
  };
}

describe('a new product', () => {
  it('is a draft until published; then its page is served in both languages, its card listed, the sitemap names it', async () => {
    const created = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
      content: await newModel('tm-x1', '/tm-x1'),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      kind: 'product',
      key: 'tm-x1',
      path: '/tm-x1',
      published_revision: null,
      changed: true,
      withdrawn: false,
    });
    expect((await site.t.app.inject({ url: '/tm-x1' })).statusCode).toBe(404);
    const preview = await site.call('GET', `${ITEMS}/product/tm-x1/preview?lang=en`, site.editorToken);
    expect(preview.body).toContain('TM-X1 new label scale');

    const published = await site.call('POST', `${ITEMS}/product/tm-x1/publish`, site.editorToken, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.revision).toBe(1);
    expect(await site.page('/tm-x1')).toContain('TM-X1 新款条码秤');
    expect(await site.page('/en/tm-x1')).toContain('TM-X1 new label scale');
    // Its category's page lists its card; the sitemap names its page.
    expect(await site.page('/chanpincontain')).toContain('href="/tm-x1"');
    expect(await site.page('/sitemap.xml')).toContain('/tm-x1</loc>');
    const audits = await site.t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'site.create'));
    expect(audits.map((row) => (row.detail as { key: string }).key)).toContain('tm-x1');
  });

  it('refuses a slug in use (409), a route the site has (409, whatever its case), and one the console or server uses (400)', async () => {
    const taken = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
      content: await newModel('tm-ab', '/tm-new'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.dahua_error).toBe('ERCO001759');
    for (const route of ['/Tmab', '/TMAB', '/instructions', '/about']) {
      const answer = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
        content: await newModel('tm-y1', route),
      });
      expect(answer.statusCode, route).toBe(409);
      expect(answer.json().data.dahua_error).toBe('ERCO001760');
    }
    for (const route of ['/admin', '/api', '/sign', '/en', '/uploads', '/a/b', '/page/payment', '/x.html']) {
      const answer = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
        content: await newModel('tm-y1', route),
      });
      expect(answer.statusCode, route).toBe(400);
    }
    const bad = await site.call('POST', `${ITEMS}/product`, site.editorToken, { content: { slug: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect((await site.call('GET', `${ITEMS}/product/tm-y1`, site.editorToken)).statusCode).toBe(404);
  });

  it('two new products at one route at once: one is created, the other refused', async () => {
    const [a, b] = await Promise.all([
      site.call('POST', `${ITEMS}/product`, site.editorToken, {
        content: await newModel('tm-r1', '/tm-race'),
      }),
      site.call('POST', `${ITEMS}/product`, site.superToken, {
        content: await newModel('tm-r2', '/tm-race'),
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('is for site editors only', async () => {
    for (const token of [site.plainToken, site.companyToken]) {
      expect(
        (await site.call('POST', `${ITEMS}/product`, token, { content: await newModel('tm-z1', '/tm-z1') }))
          .statusCode,
      ).toBe(403);
      expect((await site.call('POST', `${ITEMS}/product/tm-x1/withdraw`, token, {})).statusCode).toBe(403);
      expect((await site.call('DELETE', `${ITEMS}/product/tm-x1`, token)).statusCode).toBe(403);
    }
  });
});

describe('withdrawing and deleting', () => {
  it('withdraws a published product: its page and card go, its history stays, and publishing brings it back', async () => {
    const withdrawn = await site.call('POST', `${ITEMS}/product/tm-x1/withdraw`, site.editorToken, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.item).toMatchObject({ withdrawn: true, changed: true });
    expect(withdrawn.json().data.changed).toEqual(expect.arrayContaining(['chanpincontain/index.html']));
    expect((await site.t.app.inject({ url: '/tm-x1' })).statusCode).toBe(404);
    expect((await site.t.app.inject({ url: '/en/tm-x1' })).statusCode).toBe(404);
    expect(await site.page('/chanpincontain')).not.toContain('href="/tm-x1"');
    expect(await site.page('/sitemap.xml')).not.toContain('/tm-x1</loc>');
    const revisions = (await site.call('GET', `${ITEMS}/product/tm-x1/revisions`, site.editorToken)).json()
      .data.revisions;
    expect(revisions.map((r: { revision: number; withdrawn: boolean }) => [r.revision, r.withdrawn])).toEqual(
      [
        [2, true],
        [1, false],
      ],
    );
    // Nothing more to withdraw; a product that was published is never deleted.
    expect(
      (await site.call('POST', `${ITEMS}/product/tm-x1/withdraw`, site.editorToken, {})).statusCode,
    ).toBe(409);
    const deleted = await site.call('DELETE', `${ITEMS}/product/tm-x1`, site.editorToken);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().data.dahua_error).toBe('ERCO001764');

    const back = await site.call('POST', `${ITEMS}/product/tm-x1/publish`, site.editorToken, {});
    expect(back.statusCode).toBe(200);
    expect(back.json().data.revision).toBe(3);
    expect(await site.page('/tm-x1')).toContain('TM-X1 新款条码秤');
  });

  it('the same withdrawal sent twice at once (a retry): one revision, the other told it is not on the site', async () => {
    const created = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
      content: await newModel('tm-w1', '/tm-w1'),
    });
    expect(created.statusCode).toBe(200);
    expect((await site.call('POST', `${ITEMS}/product/tm-w1/publish`, site.editorToken, {})).statusCode).toBe(
      200,
    );
    const answers = await Promise.all([
      site.call('POST', `${ITEMS}/product/tm-w1/withdraw`, site.editorToken, {}),
      site.call('POST', `${ITEMS}/product/tm-w1/withdraw`, site.superToken, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const revisions = (await site.call('GET', `${ITEMS}/product/tm-w1/revisions`, site.editorToken)).json()
      .data.revisions as { withdrawn: boolean }[];
    expect(revisions.filter((revision) => revision.withdrawn)).toHaveLength(1);
  });

  it('never withdraws a product at an address SPEC names', async () => {
    const pinned = await site.call('POST', `${ITEMS}/product/tm-ab/withdraw`, site.editorToken, {});
    expect(pinned.statusCode).toBe(409);
    expect(pinned.json().data.dahua_error).toBe('ERCO001762');
    expect(await site.page('/Tmab')).toContain('TM-Ab');
  });

  it('deletes a product never published; it is gone from the list', async () => {
    const created = await site.call('POST', `${ITEMS}/product`, site.editorToken, {
      content: await newModel('tm-d1', '/tm-d1'),
    });
    expect(created.statusCode).toBe(200);
    const deleted = await site.call('DELETE', `${ITEMS}/product/tm-d1`, site.editorToken);
    expect(deleted.statusCode).toBe(200);
    expect((await site.call('GET', `${ITEMS}/product/tm-d1`, site.editorToken)).statusCode).toBe(404);
    const audits = await site.t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'site.delete'));
    expect(audits.map((row) => (row.detail as { key: string }).key)).toContain('tm-d1');
  });
});

describe('news', () => {
  const article = (slug: string, date: string, title: string) => ({
    slug,
    title: { ch: `${title}（中文）`, en: title },
    date,
    summary: { ch: '摘要', en: 'Summary' },
    paragraphs: [{ ch: '第一段。', en: 'First paragraph.' }],
  });

  it('an article is a draft until published; then /news lists the articles newest first and each has its page in both languages', async () => {
    for (const [slug, date, title] of [
      ['fair-2026', '2026-10-12', 'Trade fair in Shanghai'],
      ['tm-x1-launch', '2026-11-20', 'TM-X1 launched'],
    ] as const) {
      const created = await site.call('POST', `${ITEMS}/news`, site.editorToken, {
        content: article(slug, date, title),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({
        kind: 'news',
        path: `/news/${slug}`,
        published_revision: null,
      });
    }
    expect(await site.page('/news')).not.toContain('TM-X1 launched');
    for (const slug of ['fair-2026', 'tm-x1-launch']) {
      const published = await site.call('POST', `${ITEMS}/news/${slug}/publish`, site.editorToken, {});
      expect(published.statusCode, published.body).toBe(200);
    }
    const list = await site.page('/en/news');
    expect(list.indexOf('TM-X1 launched')).toBeGreaterThan(-1);
    expect(list.indexOf('TM-X1 launched')).toBeLessThan(list.indexOf('Trade fair in Shanghai'));
    expect(await site.page('/news/tm-x1-launch')).toContain('TM-X1 launched（中文）');
    expect(await site.page('/en/news/tm-x1-launch')).toContain('First paragraph.');
    expect(await site.page('/sitemap.xml')).toContain('/news/fair-2026</loc>');
    // Every page's footer links the news.
    expect(await site.page('/about')).toContain('href="/news"');
  });

  it('refuses a used slug, a changed slug, an English text left empty on publishing; withdraws an article', async () => {
    const again = await site.call('POST', `${ITEMS}/news`, site.editorToken, {
      content: article('fair-2026', '2026-10-12', 'Again'),
    });
    expect(again.statusCode).toBe(409);
    const renamed = await site.call('PUT', `${ITEMS}/news/fair-2026/draft`, site.editorToken, {
      content: article('fair-2027', '2026-10-12', 'Renamed'),
    });
    expect(renamed.statusCode).toBe(400);
    const half = { ...article('fair-2026', '2026-10-12', 'x'), summary: { ch: '摘要', en: '' } };
    expect(
      (await site.call('PUT', `${ITEMS}/news/fair-2026/draft`, site.editorToken, { content: half }))
        .statusCode,
    ).toBe(200);
    expect(
      (await site.call('POST', `${ITEMS}/news/fair-2026/publish`, site.editorToken, {})).statusCode,
    ).toBe(400);

    const withdrawn = await site.call('POST', `${ITEMS}/news/fair-2026/withdraw`, site.editorToken, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await site.t.app.inject({ url: '/news/fair-2026' })).statusCode).toBe(404);
    expect(await site.page('/en/news')).not.toContain('Trade fair in Shanghai');
    expect(await site.page('/en/news')).toContain('TM-X1 launched');
  });
});

describe('galleries', () => {
  it('a gallery’s captions edited in both languages show on its page and on its Chinese side screen once published', async () => {
    const before = (await site.call('GET', `${ITEMS}/gallery/honours`, site.editorToken)).json().data;
    expect(before).toMatchObject({ path: '/houer', changed: false, published_revision: 1 });
    const draft = structuredClone(before.draft) as { items: { caption: { ch: string; en: string } }[] };
    draft.items[0]!.caption = { ch: '二〇二六年复审通过', en: 'Renewed in 2026' };
    const saved = await site.call('PUT', `${ITEMS}/gallery/honours/draft`, site.editorToken, {
      content: draft,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await site.call('POST', `${ITEMS}/gallery/honours/publish`, site.editorToken, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.changed).toEqual(
      expect.arrayContaining(['houer/index.html', 'en/houer/index.html', 'pinzhi/index.html']),
    );
    expect(await site.page('/houer')).toContain('二〇二六年复审通过');
    expect(await site.page('/en/houer')).toContain('Renewed in 2026');
    expect(await site.page('/pinzhi')).toContain('二〇二六年复审通过');
  });

  it('a picture added without a photo is refused (only the built pictures have a drawing); there are only two galleries', async () => {
    const before = (await site.call('GET', `${ITEMS}/gallery/equipment`, site.editorToken)).json().data;
    const draft = structuredClone(before.draft) as { items: object[] };
    draft.items.push({
      id: 'new-line',
      title: { ch: '新产线', en: 'New line' },
      caption: { ch: '说明', en: 'Note' },
    });
    const refused = await site.call('PUT', `${ITEMS}/gallery/equipment/draft`, site.editorToken, {
      content: draft,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.dahua_error).toBe('ERCO001765');
    expect((await site.call('GET', `${ITEMS}/gallery/awards`, site.editorToken)).statusCode).toBe(404);
  });
});
