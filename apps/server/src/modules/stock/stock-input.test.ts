import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyRole, companyMembers, goods, shops } from '../../db/schema/index.js';
import { apiOf } from '../../test/api.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { mismatchedBalances } from './balances-repo.js';

// Bad input found from outside (issue 26 §3): lines of another document, clerks and others' drafts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, data } = apiOf(() => t);

let plu = 500;
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const token = await signIn(t.app, owner.username!, owner.password);
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  await t.ctx.db.insert(shops).values([
    { companyId: row.id, name: '一号店' },
    { companyId: row.id, name: '二号店' },
  ]);
  const locations: { id: number; name: string }[] = await data(
    'GET',
    '/api/management/stock_locations',
    token,
  );
  const [apples, eggs] = await t.ctx.db
    .insert(goods)
    .values([
      { companyId: row.id, pluNumber: ++plu, itemCode: `A${plu}`, name: '苹果', unitPriceFen: 1200 },
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `E${plu}`,
        name: '鸡蛋',
        unitPriceFen: 100,
        weighingMode: 1,
      },
    ])
    .returning();
  return {
    owner: token,
    join,
    shop1: locations.find((l) => l.name === '一号店')!.id,
    shop2: locations.find((l) => l.name === '二号店')!.id,
    apples: apples!.id,
    eggs: eggs!.id,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

async function shippedTransfer(c: Company) {
  const receipt = await data('POST', '/api/management/receipts', c.owner, {
    location_id: c.shop1,
    lines: [
      { goods_id: c.apples, quantity: 5_000, unit_cost: 1000 },
      { goods_id: c.eggs, quantity: 30, unit_cost: 50 },
    ],
  });
  await data('POST', `/api/management/receipts/${receipt.id}/post`, c.owner);
  const transfer = await data('POST', '/api/management/transfers', c.owner, {
    location_id: c.shop1,
    to_location_id: c.shop2,
    lines: [
      { goods_id: c.apples, quantity: 2_000 },
      { goods_id: c.eggs, quantity: 10 },
    ],
  });
  await data('POST', `/api/management/transfers/${transfer.id}/ship`, c.owner);
  return transfer as { id: number; number: string; lines: { id: number }[] };
}

describe('receiving a transfer', () => {
  it("refuses a line that is not the transfer's own (unknown, or another company's), naming it, and receives nothing", async () => {
    const c = await company();
    const other = await company();
    const mine = await shippedTransfer(c);
    const theirs = await shippedTransfer(other);
    for (const lineId of [999_999_999, theirs.lines[0]!.id]) {
      for (const lang of ['en', 'ch']) {
        const answer = await call(
          'POST',
          `/api/management/transfers/${mine.id}/receive`,
          c.owner,
          {
            lines: [
              { line_id: mine.lines[0]!.id, quantity: 2_000 },
              { line_id: lineId, quantity: 1 },
            ],
          },
          lang,
        );
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe(0);
        expect(answer.body.data.dahua_error).toBe('ERCO000713');
        expect(answer.body.msg).toContain(mine.number);
        expect(answer.body.msg).toContain(`#${lineId}`);
        expect(answer.body.msg).toMatch(lang === 'en' ? /not a line of/ : /不是本单的行/);
      }
    }
    const detail = await data('GET', `/api/management/transfers/${mine.id}`, c.owner);
    expect(detail.status).toBe('shipped');
    expect(detail.lines.map((l: { done_quantity: number | null }) => l.done_quantity)).toEqual([null, null]);
    const stock = await data(
      'GET',
      `/api/management/stock?location_id=${c.shop2}&goods_id=${c.apples}`,
      c.owner,
    );
    expect(stock.list[0]).toMatchObject({ quantity: 0, in_transit: 2_000 });
    // The same line twice is refused too (which quantity would count?).
    const twice = await call('POST', `/api/management/transfers/${mine.id}/receive`, c.owner, {
      lines: [
        { line_id: mine.lines[1]!.id, quantity: 10 },
        { line_id: mine.lines[1]!.id, quantity: 9, reason: 'x' },
      ],
    });
    expect(twice.body.data.dahua_error).toBe('ERCO000713');
    // The transfer's own lines are still received as before.
    const received = await data('POST', `/api/management/transfers/${mine.id}/receive`, c.owner, {
      lines: [{ line_id: mine.lines[0]!.id, quantity: 2_000 }],
    });
    expect(received.status).toBe('received');
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });
});

describe('who deletes a draft', () => {
  it('lets a clerk delete only the drafts they made; managers and owners any draft; the actions listed agree', async () => {
    const c = await company();
    const clerk = await c.join('USER');
    const manager = await c.join('MANAGER');
    const draft = (token: string) =>
      data('POST', '/api/management/losses', token, {
        location_id: c.shop1,
        reason: 'other',
        lines: [{ goods_id: c.eggs, quantity: 1 }],
      });
    const ownersDraft = await draft(c.owner);
    const clerksDraft = await draft(clerk);
    const clerksOther = await draft(clerk);
    // What the clerk is offered, on one document and in the list.
    const seen = await data('GET', `/api/management/losses/${ownersDraft.id}`, clerk);
    expect(seen.actions).not.toContain('delete');
    expect(seen.actions).toContain('edit');
    expect((await data('GET', `/api/management/losses/${clerksDraft.id}`, clerk)).actions).toContain(
      'delete',
    );
    const list = await data('GET', '/api/management/losses', clerk);
    const actionsOf = (id: number) => list.list.find((d: { id: number }) => d.id === id).actions;
    expect(actionsOf(ownersDraft.id)).not.toContain('delete');
    expect(actionsOf(clerksDraft.id)).toContain('delete');
    // And what the clerk may do.
    for (const lang of ['en', 'ch']) {
      const refused = await call(
        'DELETE',
        `/api/management/losses/${ownersDraft.id}`,
        clerk,
        undefined,
        lang,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.data.dahua_error).toBe('ERCO000005');
      expect(refused.body.msg).toBe(lang === 'en' ? 'You are not allowed to do this.' : '没有权限执行此操作');
    }
    await data('GET', `/api/management/losses/${ownersDraft.id}`, c.owner);
    await data('DELETE', `/api/management/losses/${clerksDraft.id}`, clerk);
    // Managers and owners delete anyone's draft, and are offered it.
    expect((await data('GET', `/api/management/losses/${clerksOther.id}`, manager)).actions).toContain(
      'delete',
    );
    await data('DELETE', `/api/management/losses/${clerksOther.id}`, manager);
    await data('DELETE', `/api/management/losses/${ownersDraft.id}`, c.owner);
  });
});
