import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let companyUser: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
  const u = await buildUser(t.ctx);
  companyUser = await signIn(t.app, u.username!, u.password);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? tokenHeader(token) : {}, ...(payload ? { payload } : {}) });
const published = async () => (await call('GET', '/api/management/announcements/published')).json().data;

describe('announcements', () => {
  it('go from draft to published to withdrawn; only published ones are public', async () => {
    const created = await call('POST', '/api/management/announcements', admin, {
      title: '系统升级',
      content: '周六凌晨维护',
    });
    expect(created.json().data).toMatchObject({ title: '系统升级', status: 'draft', published_time: null });
    const id = created.json().data.id;
    expect((await published()).list.map((a: { id: number }) => a.id)).not.toContain(id);

    const publishedOne = await call('POST', `/api/management/announcements/${id}/publish`, admin);
    expect(publishedOne.json().data.status).toBe('published');
    const visible = await published();
    expect(visible.list[0]).toMatchObject({ id, title: '系统升级', content: '周六凌晨维护' });
    expect(visible.meta.total).toBeGreaterThanOrEqual(1);

    const edited = await call('PUT', `/api/management/announcements/${id}`, admin, { title: '系统升级通知' });
    expect(edited.json().data).toMatchObject({ title: '系统升级通知', content: '周六凌晨维护' });

    await call('POST', `/api/management/announcements/${id}/withdraw`, admin);
    expect((await published()).list.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('are managed by administrators only', async () => {
    const refused = await call('POST', '/api/management/announcements', companyUser, {
      title: 'x',
      content: 'y',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/management/announcements', companyUser)).statusCode).toBe(403);
    const list = await call('GET', '/api/management/announcements?status=draft', admin);
    expect(list.statusCode).toBe(200);
  });

  it('answers 404 for an unknown one and validates titles', async () => {
    expect((await call('POST', '/api/management/announcements/999999/publish', admin)).statusCode).toBe(404);
    const blank = await call('POST', '/api/management/announcements', admin, { title: '  ', content: 'c' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields[0].field).toBe('title');
  });

  it('can be deleted', async () => {
    const created = await call('POST', '/api/management/announcements', admin, { title: 't', content: 'c' });
    const id = created.json().data.id;
    expect((await call('DELETE', `/api/management/announcements/${id}`, admin)).json().code).toBe(1);
    expect((await call('DELETE', `/api/management/announcements/${id}`, admin)).statusCode).toBe(404);
  });
});
