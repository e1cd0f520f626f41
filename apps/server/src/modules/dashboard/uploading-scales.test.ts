import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { dashboardOf } from './service.js';

// Issue 26 §4: the card "scales with no sales uploaded today" said every registered scale had
// uploaded while today's sales were 0: none of the company's scales uploaded at all. The dashboard
// now says how many scales upload, so the card can tell "none uploads" from "all uploaded".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the dashboard’s uploading scales', () => {
  it('counts the company’s scales that upload, zero when none holds a credential', async () => {
    const owner = await buildUser(t.ctx);
    const company = await buildCompanyWith(t.ctx, owner.id);
    await t.ctx.db.update(companies).set({ ifAnalysisOpen: true }).where(eq(companies.id, company.id));
    const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
    const [first] = await t.ctx.db
      .insert(scales)
      .values({ companyId: company.id, shopId: shop!.id, scaleName: '秤一' })
      .returning();
    await t.ctx.db.insert(scales).values({ companyId: company.id, shopId: shop!.id, scaleName: '秤二' });
    const scope = {
      kind: 'company' as const,
      userId: owner.id,
      companyId: company.id,
      role: 'OWNER' as const,
    };

    const before = (await dashboardOf(t.ctx, scope, owner.id)).sales!;
    expect(before.today.count).toBe(0);
    expect(before.silent_scales).toEqual([]);
    expect(before.uploading_scales).toBe(0);

    await issueDeviceCredential(t.ctx.db, first!.id);
    const after = (await dashboardOf(t.ctx, scope, owner.id)).sales!;
    expect(after.uploading_scales).toBe(1);
    expect(after.silent_scales.map((s) => s.name)).toEqual(['秤一']);
  });

  it('leaves it out for administrators, whose block has no scales', async () => {
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const sales = (await dashboardOf(t.ctx, { kind: 'all', userId: admin.id }, admin.id)).sales!;
    expect(sales.uploading_scales).toBeUndefined();
  });
});
