import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, scales, shops, workOrderEvents } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
const tokens = { owner: '', clerk: '', admin: '', engineer: '', stranger: '' };
let engineerId = 0;
let ownerId = 0;
let scaleId = 0;
let now = new Date('2026-11-22T02:00:00Z');
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => now;
  const owner = await buildUser(t.ctx);
  ownerId = owner.id;
  const company = await buildCompanyWith(t.ctx, owner.id);
  const clerk = await buildUser(t.ctx);
  const { companyMembers } = await import('../../db/schema/index.js');
  await t.ctx.db.insert(companyMembers).values({ companyId: company.id, userId: clerk.id, joinType: 'USER' });
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  const engineer = await buildUser(t.ctx, { role: 'ADMIN' });
  engineerId = engineer.id;
  const stranger = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, stranger.id);
  for (const [key, user] of Object.entries({ owner, clerk, admin, engineer, stranger }))
    tokens[key as keyof typeof tokens] = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: shop!.id, scaleName: '水果秤', scaleUuid: 'SCALE-0001' })
    .returning();
  scaleId = scale!.id;
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API shapes them
type Answer = any;

async function call(
  who: keyof typeof tokens,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  lang = 'ch',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(tokens[who]), lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: Answer }) };
}

const report = (who: keyof typeof tokens = 'clerk', over: object = {}) =>
  call(who, 'POST', '/api/management/work_orders', {
    scale_id: scaleId,
    type: 'repair',
    priority: 'normal',
    title: '打印头不出字',
    description: '标签空白',
    photos: [{ img_url: '/uploads/head.jpg' }],
    contact_person: '小张',
    contact_phone: '13800000001',
    ...over,
  });

async function move(who: keyof typeof tokens, id: number, action: string, extra: object = {}) {
  const current = await call(who, 'GET', `/api/management/work_orders/${id}`);
  return call(who, 'POST', `/api/management/work_orders/${id}/transitions`, {
    action,
    version: current.data.version,
    ...extra,
  });
}

describe('a work order from the shop’s report to its closing', () => {
  it('goes new → accepted → in progress → waiting → in progress → resolved → closed, every step on the timeline and told to the other side', async () => {
    const submitted = await report();
    expect(submitted.code, submitted.msg).toBe(1);
    const order = submitted.data;
    expect(order.number).toMatch(/^WO-20261122-\d{4}$/);
    expect(order).toMatchObject({
      status: 'new',
      scale: { id: scaleId, name: '水果秤', scale_uuid: 'SCALE-0001' },
    });
    expect(order.response_due).toBe(new Date(now.getTime() + 8 * HOUR).toISOString());
    expect(order.resolution_due).toBe(new Date(now.getTime() + 72 * HOUR).toISOString());
    expect(order.actions).toEqual([]); // a clerk may not cancel
    expect((await call('owner', 'GET', `/api/management/work_orders/${order.id}`)).data.actions).toEqual([
      'cancel',
    ]);

    const accepted = await move('admin', order.id, 'accept', { assignee_id: engineerId });
    expect(accepted.data).toMatchObject({ status: 'accepted', assignee: { id: engineerId } });
    expect((await move('engineer', order.id, 'start')).data.status).toBe('in_progress');
    const waiting = await move('engineer', order.id, 'wait', { wait_for: 'parts', comment: '等主板' });
    expect(waiting.data).toMatchObject({ status: 'waiting', wait_for: 'parts' });
    expect((await move('admin', order.id, 'resume')).data.status).toBe('in_progress');
    const resolved = await move('engineer', order.id, 'resolve', {
      comment: '更换打印头',
      photos: [{ img_url: '/uploads/fixed.jpg' }],
    });
    expect(resolved.data.status).toBe('resolved');
    expect(resolved.data.actions).toEqual([]); // the service does not confirm its own work
    const closed = await move('owner', order.id, 'confirm', { satisfaction: 5, comment: '很快' });
    expect(closed.data).toMatchObject({ status: 'closed', satisfaction: 5, satisfaction_comment: '很快' });
    expect(
      closed.data.timeline.map((e: { action: string; side: string }) => `${e.action}:${e.side}`),
    ).toEqual([
      'submit:company',
      'accept:service',
      'start:service',
      'wait:service',
      'resume:service',
      'resolve:service',
      'confirm:company',
    ]);
    expect(closed.data.timeline[5].photos).toEqual([{ img_url: '/uploads/fixed.jpg' }]);

    const ownerNotices = await t.ctx.db.select().from(notices).where(eq(notices.userId, ownerId));
    const about = ownerNotices.filter((n) => n.description.startsWith(order.number));
    // A resolved order's notice has no status: its title asks the shop to confirm (issue 26).
    expect(about.map((n) => n.status)).toEqual(['processing', 'doing', 'processing', 'doing', null]);
    expect(about[0]!.extra).toBe(`/project/workorderMng/workorderList/${order.id}`);
    const engineerNotices = await t.ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, engineerId), eq(notices.type, 'event')));
    expect(engineerNotices.some((n) => n.title.includes('Work order confirmed'))).toBe(true);
    expect(engineerNotices.find((n) => n.title.includes('accepted'))!.extra).toBe(
      `/admin/workorderMng/workorderList/${order.id}`,
    );
  });

  it('refuses any other move, saying which moves the order allows now, in the caller’s language', async () => {
    const order = (await report()).data;
    const early = await move('admin', order.id, 'start');
    expect(early.status).toBe(409);
    expect(early.data.dahua_error).toBe('ERCO000900');
    expect(early.msg).toContain('待受理');
    expect(early.msg).toContain('受理');
    expect(early.data.actions).toEqual(['accept']);
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/management/work_orders/${order.id}/transitions`,
      headers: { ...tokenHeader(tokens.clerk), lang: 'en' },
      payload: { action: 'cancel', version: 0, comment: 'x' },
    });
    expect(english.json().msg).toBe(
      'The order is new; it cannot be cancelled now. What you can do now: nothing',
    );
    // Moves that need words or a choice say so.
    const noReason = await move('owner', order.id, 'cancel');
    expect(noReason.status).toBe(400);
    expect(noReason.data.fields[0].field).toBe('comment');
    const notAdmin = await move('admin', order.id, 'accept', { assignee_id: ownerId });
    expect(notAdmin.data.dahua_error).toBe('ERCO000902');
    expect((await move('owner', order.id, 'cancel', { comment: '误报' })).data.status).toBe('cancelled');
    expect((await move('admin', order.id, 'accept', { assignee_id: engineerId })).data.actions).toEqual([]);
  });

  it('lets one of two simultaneous moves win; the other is told the order changed', async () => {
    const order = (await report('owner', { priority: 'urgent' })).data;
    const body = { action: 'accept', version: order.version, assignee_id: engineerId };
    const answers = await Promise.all(
      ['admin', 'engineer', 'admin'].map((who) =>
        call(who as 'admin', 'POST', `/api/management/work_orders/${order.id}/transitions`, body),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.dahua_error === 'ERCO000901')).toHaveLength(2);
    const events = await t.ctx.db
      .select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, order.id));
    expect(events.map((e) => e.action)).toEqual(['submit', 'accept']);
  });
});

describe('service levels and the clock', () => {
  it('marks an order overdue when not accepted in time, and pauses the resolution clock while waiting for the customer', async () => {
    const start = now;
    const order = (await report('owner', { priority: 'urgent' })).data;
    expect(order.response_due).toBe(new Date(start.getTime() + 2 * HOUR).toISOString());
    now = new Date(start.getTime() + 3 * HOUR);
    const late = await call(
      'admin',
      'GET',
      `/api/management/work_orders?overdue=true&view=open&per_page=100`,
    );
    expect(late.msg).toBe('success');
    expect(late.data.list.map((o: { id: number }) => o.id)).toContain(order.id);
    await move('admin', order.id, 'accept', { assignee_id: engineerId });
    await move('engineer', order.id, 'start');
    await move('engineer', order.id, 'wait', { wait_for: 'customer', comment: '店里周末才有人' });
    now = new Date(start.getTime() + 30 * HOUR); // 24 h due, but 27 h of it waiting for the customer
    const paused = await call('owner', 'GET', `/api/management/work_orders/${order.id}`);
    expect(paused.data.overdue).toBe(false);
    expect(paused.data.resolution_due).toBe(new Date(start.getTime() + 24 * HOUR + 27 * HOUR).toISOString());
    await move('admin', order.id, 'resume');
    now = new Date(start.getTime() + 52 * HOUR); // 24 + 27 = 51 h: now past it
    const overdue = await call('owner', 'GET', `/api/management/work_orders/${order.id}`);
    expect(overdue.data.resolution_due).toBe(new Date(start.getTime() + 51 * HOUR).toISOString());
    expect(overdue.data.overdue).toBe(true);
    now = start;
  });

  it('closes a resolved order nobody answered after 7 days, and allows reopening only within them', async () => {
    const start = now;
    const a = (await report()).data;
    const b = (await report()).data;
    for (const order of [a, b]) {
      await move('admin', order.id, 'accept', { assignee_id: engineerId });
      await move('engineer', order.id, 'resolve', { comment: '已调校' });
    }
    now = new Date(start.getTime() + 6 * 24 * HOUR);
    const reopened = await move('clerk', b.id, 'reopen', { comment: '还是不准' });
    expect(reopened.data.status).toBe('in_progress');
    now = new Date(start.getTime() + 7 * 24 * HOUR + 60_000);
    const closed = await call('owner', 'GET', `/api/management/work_orders/${a.id}`);
    expect(closed.data.status).toBe('closed');
    expect(closed.data.timeline.at(-1)).toMatchObject({ action: 'auto_close', side: 'system', author: null });
    expect(closed.data.closed_time).toBe(new Date(start.getTime() + 7 * 24 * HOUR).toISOString());
    const tooLate = await move('owner', a.id, 'reopen', { comment: 'x' });
    expect(tooLate.status).toBe(409);
    now = start;
  });

  it('takes the service levels administrators set for orders submitted afterwards', async () => {
    const levels = {
      urgent_response_hours: 1,
      urgent_resolution_hours: 12,
      normal_response_hours: 4,
      normal_resolution_hours: 48,
    };
    expect((await call('owner', 'PUT', '/api/management/work_order_settings', levels)).status).toBe(403);
    expect((await call('admin', 'PUT', '/api/management/work_order_settings', levels)).data).toEqual(levels);
    const order = (await report()).data;
    expect(order.response_due).toBe(new Date(now.getTime() + 4 * HOUR).toISOString());
  });
});

describe('who sees what', () => {
  it('shows a company its own orders only, and counts per status', async () => {
    const foreign = await call('stranger', 'GET', '/api/management/work_orders');
    expect(foreign.data.meta.total).toBe(0);
    const order = (await report()).data;
    expect((await call('stranger', 'GET', `/api/management/work_orders/${order.id}`)).status).toBe(404);
    expect(
      (await call('stranger', 'POST', `/api/management/work_orders/${order.id}/comments`, { text: 'hi' }))
        .status,
    ).toBe(404);
    expect((await report('stranger')).status).toBe(404);
    const open = await call('owner', 'GET', '/api/management/work_orders?view=open');
    expect(open.data.list.every((o: { status: string }) => !['closed', 'cancelled'].includes(o.status))).toBe(
      true,
    );
    expect(open.data.counts.new).toBeGreaterThan(0);
    const commented = await call('clerk', 'POST', `/api/management/work_orders/${order.id}/comments`, {
      text: '下午三点后有人',
    });
    expect(commented.data.timeline.at(-1)).toMatchObject({
      action: null,
      text: '下午三点后有人',
      side: 'company',
    });
    const stats = await call('admin', 'GET', '/api/management/work_orders/stats');
    expect(stats.data.by_status.closed).toBeGreaterThanOrEqual(1);
    expect(stats.data.mean_satisfaction).toBe(5);
  });
});
