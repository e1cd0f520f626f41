import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, companyMembers } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id, 'OWNER');
  return { company, token: await signIn(t.app, user.username!, user.password) };
}
async function colleague(companyId: number, joinType: 'MANAGER' | 'USER') {
  const user = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, joinType });
  return signIn(t.app, user.username!, user.password);
}
const url = (id: number) => `/api/management/companies/${id}/label_settings`;
const put = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: tokenHeader(token), payload });
const get = (id: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/management/companies/${id}`, headers: tokenHeader(token) });

describe('a company’s food label settings', () => {
  it('default to a 1.2 mm x-height and no supplier on the trace page', async () => {
    const o = await owner();
    expect((await get(o.company.id, o.token)).json().data).toMatchObject({
      label_min_x_height_mm: 1.2,
      trace_shows_supplier: false,
    });
  });

  it('are set by the owner or a manager, each alone, and audited', async () => {
    const o = await owner();
    const x = await put(o.company.id, o.token, { label_min_x_height_mm: 0.9 });
    expect(x.statusCode).toBe(200);
    expect(x.json().data).toMatchObject({ label_min_x_height_mm: 0.9, trace_shows_supplier: false });
    const manager = await colleague(o.company.id, 'MANAGER');
    const s = await put(o.company.id, manager, { trace_shows_supplier: true });
    expect(s.json().data).toMatchObject({ label_min_x_height_mm: 0.9, trace_shows_supplier: true });
    const both = await put(o.company.id, o.token, { label_min_x_height_mm: 5, trace_shows_supplier: false });
    expect(both.json().data).toMatchObject({ label_min_x_height_mm: 5, trace_shows_supplier: false });
    const entries = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'company'), eq(auditLogs.targetId, o.company.id)));
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ['company.update', expect.objectContaining({ label_min_x_height_mm: 0.9 })],
      ['company.update', expect.objectContaining({ trace_shows_supplier: true })],
      ['company.update', expect.objectContaining({ label_min_x_height_mm: 5, trace_shows_supplier: false })],
    ]);
  });

  it('refuse an x-height out of 0.5–5.0 or with two decimals, naming the field', async () => {
    const o = await owner();
    for (const value of [0.4, 5.1, 1.25, -1]) {
      const refused = await put(o.company.id, o.token, { label_min_x_height_mm: value });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json().data.fields[0].field).toBe('label_min_x_height_mm');
    }
    expect((await put(o.company.id, o.token, { colour: 'red' })).statusCode).toBe(400);
    expect((await get(o.company.id, o.token)).json().data.label_min_x_height_mm).toBe(1.2);
  });

  it('are not changed by a clerk (403) nor seen by another company (404)', async () => {
    const o = await owner();
    const clerk = await colleague(o.company.id, 'USER');
    expect((await put(o.company.id, clerk, { trace_shows_supplier: true })).statusCode).toBe(403);
    const other = await owner();
    expect((await put(o.company.id, other.token, { trace_shows_supplier: true })).statusCode).toBe(404);
    expect((await get(o.company.id, o.token)).json().data.trace_shows_supplier).toBe(false);
  });

  it('take two changes at once: both land, no failure', async () => {
    const o = await owner();
    const answers = await Promise.all([
      put(o.company.id, o.token, { label_min_x_height_mm: 1.5 }),
      put(o.company.id, o.token, { trace_shows_supplier: true }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await get(o.company.id, o.token)).json().data).toMatchObject({
      label_min_x_height_mm: 1.5,
      trace_shows_supplier: true,
    });
  });
});
