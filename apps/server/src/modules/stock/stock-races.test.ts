import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { mismatchedBalances } from './balances-repo.js';

// Races only show on a PostgreSQL server (PGlite runs one statement at a time); the parallel
// requests still run on PGlite and must give the same result there.
let t: TestApp;
let owner: string;
let shop: number;
let other: number;
let apples: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  await t.ctx.db.insert(shops).values([
    { companyId: company.id, name: '一号店' },
    { companyId: company.id, name: '二号店' },
  ]);
  const locations = (await call('GET', '/api/management/stock_locations')).data as {
    id: number;
    name: string;
  }[];
  shop = locations.find((l) => l.name === '一号店')!.id;
  other = locations.find((l) => l.name === '二号店')!.id;
  const [row] = await t.ctx.db
    .insert(goods)
    .values({ companyId: company.id, pluNumber: 1, itemCode: 'A1', name: '苹果', unitPriceFen: 1000 })
    .returning();
  apples = row!.id;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(owner),
    ...(payload ? { payload } : {}),
  });
  return response.json() as { code: number; msg: string; data: Record<string, unknown> & { id: number } };
}

async function balanceOf(location: number): Promise<number> {
  const page = (await call('GET', `/api/management/stock?location_id=${location}&goods_id=${apples}`))
    .data as unknown as {
    list: { quantity: number }[];
  };
  return page.list[0]?.quantity ?? 0;
}

// Hundreds of requests each, waiting on one another's row locks: 3–5 s alone, and past the 30 s default
// when the machine is loaded (seen at load 9 on two cores during a whole PostgreSQL run).
describe('stock postings in parallel', { timeout: 90_000 }, () => {
  it('loses nothing when 100 receipts and losses post at once on one goods item and location', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const kind = i % 4 === 3 ? 'losses' : 'receipts';
        const body =
          kind === 'receipts'
            ? { location_id: shop, lines: [{ goods_id: apples, quantity: 1_000, unit_cost: 800 + i }] }
            : { location_id: shop, reason: 'shrink', lines: [{ goods_id: apples, quantity: 100 }] };
        const draft = await call('POST', `/api/management/${kind}`, body);
        expect(draft.code, draft.msg).toBe(1);
        return { kind, id: draft.data.id };
      }),
    );
    // Receipts first so every loss has stock to take, then each posting twice at once (a retry).
    const receipts = drafts.filter((d) => d.kind === 'receipts');
    const losses = drafts.filter((d) => d.kind === 'losses');
    const post = (d: { kind: string; id: number }) => call('POST', `/api/management/${d.kind}/${d.id}/post`);
    const answers = await Promise.all([...receipts, ...receipts].map(post));
    expect(answers.filter((a) => a.code !== 1)).toEqual([]);
    const lossAnswers = await Promise.all([...losses, ...losses].map(post));
    expect(lossAnswers.filter((a) => a.code !== 1)).toEqual([]);
    expect(await balanceOf(shop)).toBe(75 * 1_000 - 25 * 100);
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });

  it('never takes a balance below zero when parallel losses and transfers race for the last stock', async () => {
    const start = await balanceOf(shop);
    const wanted = Math.floor(start / 1_000) + 20; // more documents than there is stock for
    const drafts = await Promise.all(
      Array.from({ length: wanted }, async (_, i) => {
        const transfer = i % 2 === 0;
        const draft = await call(
          'POST',
          transfer ? '/api/management/transfers' : '/api/management/losses',
          transfer
            ? { location_id: shop, to_location_id: other, lines: [{ goods_id: apples, quantity: 1_000 }] }
            : { location_id: shop, reason: 'damaged', lines: [{ goods_id: apples, quantity: 1_000 }] },
        );
        return transfer
          ? `/api/management/transfers/${draft.data.id}/ship`
          : `/api/management/losses/${draft.data.id}/post`;
      }),
    );
    const answers = await Promise.all(drafts.map((url) => call('POST', url)));
    const done = answers.filter((a) => a.code === 1).length;
    const refused = answers.filter((a) => a.code === 0);
    expect(refused.every((a) => (a.data as { dahua_error?: string }).dahua_error === 'ERCO000700')).toBe(
      true,
    );
    expect(done).toBe(Math.floor(start / 1_000));
    expect(await balanceOf(shop)).toBe(start - done * 1_000);
    expect(await balanceOf(shop)).toBeGreaterThanOrEqual(0);
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });

  it('answers 404 or 409, never 500, when posting or shipping races a delete of the same draft', async () => {
    const made = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const kind = ['receipts', 'losses', 'transfers'][i % 3]!;
        const body =
          kind === 'receipts'
            ? { location_id: shop, lines: [{ goods_id: apples, quantity: 1, unit_cost: 800 }] }
            : kind === 'losses'
              ? { location_id: shop, reason: 'other', lines: [{ goods_id: apples, quantity: 1 }] }
              : { location_id: shop, to_location_id: other, lines: [{ goods_id: apples, quantity: 1 }] };
        const draft = await call('POST', `/api/management/${kind}`, body);
        expect(draft.code, draft.msg).toBe(1);
        return { kind, id: draft.data.id };
      }),
    );
    const raw = (method: 'POST' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: { ...tokenHeader(owner), lang: 'en' } });
    const answers = await Promise.all(
      made.flatMap(({ kind, id }) => {
        const action = kind === 'transfers' ? 'ship' : 'post';
        const url = `/api/management/${kind}/${id}`;
        return [raw('DELETE', url), raw('POST', `${url}/${action}`), raw('DELETE', url)];
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => [200, 404, 409].includes(s))).toBe(true);
    for (const a of answers.filter((a) => a.statusCode !== 200)) {
      const body = a.json() as { code: number; msg: string; data: { dahua_error: string } };
      expect(body.code).toBe(0);
      expect(['ERCO000006', 'ERCO000701']).toContain(body.data.dahua_error);
      expect(body.msg).toMatch(/does not exist|cannot be/);
    }
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });

  it('gives parallel documents distinct numbers', async () => {
    const made = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', '/api/management/losses', {
          location_id: shop,
          reason: 'other',
          lines: [{ goods_id: apples, quantity: 1 }],
        }),
      ),
    );
    const numbers = made.map((m) => m.data.number);
    expect(new Set(numbers).size).toBe(30);
  });
});
