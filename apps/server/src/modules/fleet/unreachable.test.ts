import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyMembers,
  notices,
  scaleSyncStatus,
  scales,
  scaleUnreachableIncidents,
  shops,
  workOrderEvents,
  workOrders,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { runUnreachableCheck } from './unreachable.js';

/*
 * Automatic work orders (issue 27 §1): a scale unreachable longer than its company allows, while
 * another scale of its shop is in step now, opens one work order per incident; the clock is the
 * context's (tests move it), the bridge's reports are written straight into scale_sync_status.
 */

let t: TestApp;
const HOUR = 3_600_000;
const start = new Date('2026-11-20T02:00:00Z');
let now = start;
const tokens = { owner: '', manager: '', clerk: '', admin: '', stranger: '' };
let companyId = 0;
let ownerId = 0;
const ids = { shop: 0, dark: 0, lost: 0, partner: 0, offA: 0, offB: 0, quietA: 0, quietB: 0 };

const later = (hours: number) => {
  now = new Date(now.getTime() + hours * HOUR);
  return now;
};

/** The bridge reports a scale's state now (state_since moves only when the state changes). */
async function report(scaleId: number, state: 'in_step' | 'unreachable', since?: Date) {
  const [row] = await t.ctx.db.select().from(scaleSyncStatus).where(eq(scaleSyncStatus.scaleId, scaleId));
  const changed = row?.state !== state;
  const values = {
    state,
    stateSince: since ?? (changed ? now : (row?.stateSince ?? now)),
    lastContact: now,
    ...(state === 'in_step' ? { lastDeltaSync: now } : {}),
  };
  await t.ctx.db
    .insert(scaleSyncStatus)
    .values({ scaleId, ...values })
    .onConflictDoUpdate({ target: scaleSyncStatus.scaleId, set: values });
}

const ordersOf = (scaleId: number) =>
  t.ctx.db.select().from(workOrders).where(eq(workOrders.scaleId, scaleId)).orderBy(workOrders.id);
const incidentsOf = (scaleId: number) =>
  t.ctx.db
    .select()
    .from(scaleUnreachableIncidents)
    .where(eq(scaleUnreachableIncidents.scaleId, scaleId))
    .orderBy(scaleUnreachableIncidents.id);

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => now;
  const db = t.ctx.db;
  const owner = await buildUser(t.ctx);
  ownerId = owner.id;
  const company = await buildCompanyWith(t.ctx, owner.id);
  companyId = company.id;
  const manager = await buildUser(t.ctx);
  const clerk = await buildUser(t.ctx);
  await db.insert(companyMembers).values([
    { companyId, userId: manager.id, joinType: 'MANAGER' },
    { companyId, userId: clerk.id, joinType: 'USER' },
  ]);
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  const stranger = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, stranger.id);
  for (const [key, user] of Object.entries({ owner, manager, clerk, admin, stranger }))
    tokens[key as keyof typeof tokens] = await signIn(t.app, user.username!, user.password);

  const [shop, darkShop] = await db
    .insert(shops)
    .values([
      { companyId, name: '一号店', contactPerson: '王店长', phoneNumber: '13700000007' },
      { companyId, name: '二号店' },
    ])
    .returning();
  ids.shop = shop!.id;
  const scale = async (shopId: number, name: string, company = companyId) => {
    const [row] = await db.insert(scales).values({ companyId: company, shopId, scaleName: name }).returning();
    return row!.id;
  };
  ids.lost = await scale(shop!.id, '水果秤');
  ids.partner = await scale(shop!.id, '蔬菜秤');
  // The second shop's bridge PC is off: both its scales unreachable.
  ids.quietA = await scale(darkShop!.id, '肉秤');
  ids.quietB = await scale(darkShop!.id, '鱼秤');
  // A company that turned the setting off.
  const offOwner = await buildUser(t.ctx);
  const offCompany = await buildCompanyWith(t.ctx, offOwner.id);
  await db.update(companies).set({ unreachableWorkOrders: false }).where(eq(companies.id, offCompany.id));
  const [offShop] = await db.insert(shops).values({ companyId: offCompany.id, name: '关店' }).returning();
  ids.offA = await scale(offShop!.id, '关 1', offCompany.id);
  ids.offB = await scale(offShop!.id, '关 2', offCompany.id);

  for (const id of [ids.lost, ids.quietA, ids.quietB, ids.offA]) await report(id, 'unreachable');
  for (const id of [ids.partner, ids.offB]) await report(id, 'in_step');
});
afterAll(() => t.close());

/** Hours pass with the bridges reporting: in-step scales keep in step, the rest stay as they were. */
async function pass(hours: number) {
  later(hours);
  for (const id of [ids.partner, ids.offB]) await report(id, 'in_step');
  for (const id of [ids.lost, ids.offA]) {
    const [row] = await t.ctx.db.select().from(scaleSyncStatus).where(eq(scaleSyncStatus.scaleId, id));
    if (row?.state === 'unreachable') await report(id, 'unreachable');
  }
}

describe('automatic work orders for unreachable scales', () => {
  it('opens nothing at 23 hours, one order at 25, and no second one for the same incident', async () => {
    await pass(23);
    expect(await runUnreachableCheck(t.ctx)).toEqual({ ended: 0, opened: 0 });
    await pass(2);
    expect(await runUnreachableCheck(t.ctx)).toEqual({ ended: 0, opened: 1 });
    const [order] = await ordersOf(ids.lost);
    expect(order).toMatchObject({
      type: 'repair',
      priority: 'normal',
      status: 'new',
      submittedBy: null,
      contactPerson: '王店长',
      contactPhone: '13700000007',
      title: '秤 水果秤 已离线 25 小时 / Scale 水果秤 unreachable for 25 hours',
      createdTime: now,
    });
    const [incident] = await incidentsOf(ids.lost);
    expect(incident).toMatchObject({ workOrderId: order!.id, since: start, endedTime: null });
    const [event] = await t.ctx.db
      .select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, order!.id));
    expect(event).toMatchObject({ action: 'submit', side: 'system', authorId: null });
    // The service hears of it, and so does the company's owner.
    const told = await t.ctx.db
      .select({ userId: notices.userId, extra: notices.extra })
      .from(notices)
      .where(eq(notices.extra, `/project/workorderMng/workorderList/${order!.id}`));
    expect(told.map((row) => row.userId)).toContain(ownerId);

    await pass(1);
    expect(await runUnreachableCheck(t.ctx)).toEqual({ ended: 0, opened: 0 });
    expect(await ordersOf(ids.lost)).toHaveLength(1);
    // The all-unreachable shop and the company with the setting off: nothing.
    for (const id of [ids.quietA, ids.quietB, ids.offA]) expect(await ordersOf(id)).toEqual([]);
  });

  it('ends the incident when the scale is back in step; a later outage of 25 hours is a second order', async () => {
    later(1);
    await report(ids.lost, 'in_step');
    expect((await runUnreachableCheck(t.ctx)).ended).toBe(1);
    const [ended] = await incidentsOf(ids.lost);
    expect(ended!.endedTime).toEqual(now);

    later(1);
    await report(ids.lost, 'unreachable');
    const dropped = now;
    await pass(24);
    expect((await runUnreachableCheck(t.ctx)).opened).toBe(0);
    await pass(1);
    expect((await runUnreachableCheck(t.ctx)).opened).toBe(1);
    const orders = await ordersOf(ids.lost);
    expect(orders).toHaveLength(2);
    expect(orders[1]!.title).toContain('25 小时');
    const incidents = await incidentsOf(ids.lost);
    expect(incidents).toHaveLength(2);
    expect(incidents[1]).toMatchObject({ since: dropped, endedTime: null, workOrderId: orders[1]!.id });
  });

  it('opens nothing when the other scales of the shop are not heard from now (the bridge went quiet)', async () => {
    // Put the second order's incident to rest, then a fresh outage whose partner falls silent.
    later(1);
    await report(ids.lost, 'in_step');
    await runUnreachableCheck(t.ctx);
    later(1);
    await report(ids.lost, 'unreachable');
    later(30); // nobody reports: the partner's last contact is 30 hours old
    expect((await runUnreachableCheck(t.ctx)).opened).toBe(0);
    expect(await ordersOf(ids.lost)).toHaveLength(2);
  });

  it('follows the company’s hours: 2 hours set, 3 hours unreachable opens one', async () => {
    await t.ctx.db.update(companies).set({ unreachableHours: 2 }).where(eq(companies.id, companyId));
    later(0);
    await report(ids.partner, 'in_step');
    // The outage above has run 30 hours: with 2 allowed, it opens now.
    expect((await runUnreachableCheck(t.ctx)).opened).toBe(1);
    expect(await ordersOf(ids.lost)).toHaveLength(3);
    await t.ctx.db.update(companies).set({ unreachableHours: 24 }).where(eq(companies.id, companyId));
  });

  it('opens one order when checks run in parallel (two instances at once)', async () => {
    later(1);
    await report(ids.lost, 'in_step');
    await runUnreachableCheck(t.ctx);
    later(1);
    await report(ids.lost, 'unreachable');
    await pass(26);
    const before = (await ordersOf(ids.lost)).length;
    const runs = await Promise.all(Array.from({ length: 4 }, () => runUnreachableCheck(t.ctx)));
    expect(runs.reduce((sum, run) => sum + run.opened, 0)).toBe(1);
    expect(await ordersOf(ids.lost)).toHaveLength(before + 1);
    const open = await t.ctx.db
      .select()
      .from(scaleUnreachableIncidents)
      .where(
        and(eq(scaleUnreachableIncidents.scaleId, ids.lost), isNull(scaleUnreachableIncidents.endedTime)),
      );
    expect(open).toHaveLength(1);
  });
});

describe('the company’s automatic work-order setting', () => {
  const put = (who: keyof typeof tokens, body: object, id = companyId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/management/companies/${id}/fleet_settings`,
      headers: tokenHeader(tokens[who]),
      payload: body,
    });

  it('is in the company answer, changed by its owner, managers and administrators', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/management/companies/${companyId}`,
      headers: tokenHeader(tokens.clerk),
    });
    expect(read.json().data).toMatchObject({ unreachable_work_orders: true, unreachable_hours: 24 });
    const byOwner = await put('owner', { unreachable_hours: 48 });
    expect(byOwner.json().data).toMatchObject({ unreachable_work_orders: true, unreachable_hours: 48 });
    const byManager = await put('manager', { unreachable_work_orders: false });
    expect(byManager.json().data).toMatchObject({ unreachable_work_orders: false, unreachable_hours: 48 });
    const byAdmin = await put('admin', { unreachable_work_orders: true, unreachable_hours: 12 });
    expect(byAdmin.json().data).toMatchObject({ unreachable_work_orders: true, unreachable_hours: 12 });
  });

  it('refuses a company user (403), another company (404) and hours outside 1..720 (400)', async () => {
    expect((await put('clerk', { unreachable_hours: 30 })).statusCode).toBe(403);
    expect((await put('stranger', { unreachable_hours: 30 })).statusCode).toBe(404);
    for (const body of [
      { unreachable_hours: 0 },
      { unreachable_hours: 721 },
      { unreachable_hours: 1.5 },
      {},
      { x: 1 },
    ]) {
      const answer = await put('owner', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().data.dahua_error).toBe('ERCO000002');
    }
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row).toMatchObject({ unreachableWorkOrders: true, unreachableHours: 12 });
  });
});
