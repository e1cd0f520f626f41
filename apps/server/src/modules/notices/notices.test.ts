import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { createNotice } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

async function signedInUser() {
  const user = await buildUser(t.ctx);
  return { user, token: await signIn(t.app, user.username!, user.password) };
}

describe('notices', () => {
  it('list by type, count unread, toggle read and clear by type — each person their own', async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    await createNotice(t.ctx, { userId: me.user.id }, { type: 'notification', title: '标签已下发' });
    await createNotice(t.ctx, { userId: me.user.id }, { type: 'notification', title: '库存预警' });
    await createNotice(
      t.ctx,
      { userId: me.user.id },
      { type: 'event', title: '工单待处理', status: 'urgent' },
    );
    await createNotice(t.ctx, { userId: other.user.id }, { type: 'notification', title: '别人的' });

    const counts = await call('GET', '/api/management/notices/unread_count', me.token);
    expect(counts.json().data).toEqual({ total: 3, notification: 2, message: 0, event: 1 });

    const list = (await call('GET', '/api/management/notices?type=notification', me.token)).json().data;
    expect(list.meta.total).toBe(2);
    expect(list.list.map((n: { title: string }) => n.title)).toEqual(['库存预警', '标签已下发']);
    expect(list.list[0]).toMatchObject({ type: 'notification', read: false, status: null });

    const id = list.list[0].id;
    expect((await call('PUT', `/api/management/notices/${id}/read`, me.token)).json().data.read).toBe(true);
    expect((await call('GET', '/api/management/notices/unread_count', me.token)).json().data.total).toBe(2);
    expect((await call('PUT', `/api/management/notices/${id}/read`, me.token)).json().data.read).toBe(false);

    // Someone else's notice cannot be touched.
    expect((await call('PUT', `/api/management/notices/${id}/read`, other.token)).statusCode).toBe(404);

    const cleared = await call('DELETE', '/api/management/notices?type=notification', me.token);
    expect(cleared.json().data).toEqual({ cleared: 2 });
    expect(
      (await call('GET', '/api/management/notices?type=notification', me.token)).json().data.list,
    ).toEqual([]);
    expect((await call('GET', '/api/management/notices?type=event', me.token)).json().data.meta.total).toBe(
      1,
    );
    expect(
      (await call('GET', '/api/management/notices?type=notification', other.token)).json().data.meta.total,
    ).toBe(1);
  });

  it('reach every member of a company', async () => {
    const owner = await signedInUser();
    const company = await buildCompanyWith(t.ctx, owner.user.id);
    const clerk = await signedInUser();
    const { companyMembers } = await import('../../db/schema/index.js');
    await t.ctx.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: clerk.user.id, joinType: 'USER' });
    expect(await createNotice(t.ctx, { companyId: company.id }, { type: 'message', title: '月度对账' })).toBe(
      2,
    );
    for (const person of [owner, clerk]) {
      expect(
        (await call('GET', '/api/management/notices/unread_count', person.token)).json().data.message,
      ).toBe(1);
    }
  });

  it('are sent by administrators only', async () => {
    const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    const target = await signedInUser();
    const sent = await call('POST', '/api/management/notices', adminToken, {
      user_id: target.user.id,
      type: 'notification',
      title: '欢迎使用',
    });
    expect(sent.json().data).toEqual({ created: 1 });
    const refused = await call('POST', '/api/management/notices', target.token, {
      user_id: admin.id,
      type: 'notification',
      title: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const both = await call('POST', '/api/management/notices', adminToken, {
      type: 'notification',
      title: 'x',
    });
    expect(both.statusCode).toBe(400);
    const nobody = await call('POST', '/api/management/notices', adminToken, {
      user_id: 999999,
      type: 'event',
      title: 'x',
    });
    expect(nobody.statusCode).toBe(404);
  });
});
