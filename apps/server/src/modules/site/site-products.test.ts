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
