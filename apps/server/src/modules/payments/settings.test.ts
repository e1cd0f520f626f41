import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  ALIPAY,
  ALIPAY_TOKEN,
  ALIPAY_TOKEN_2,
  call,
  company,
  data,
  ORIGIN,
  person,
  settingsRow,
  useFlow,
  WECHAT,
} from '../../test/payments-flow.js';

/*
 * Issue 31 §1: a shop's merchant binding and payment code, verified with the providers (the local
 * stand-ins) when saved; who reads and who writes. On both engines (TEST_ENGINE=postgres).
 */

const flow = useFlow();

const url = (shopId: number) => `/api/management/shops/${shopId}/payment_settings`;

describe('payment settings', () => {
  it('are made on first reading: a 12-character code, its payment address, nothing bound, off', async () => {
    const c = await company(flow.t);
    const first = await data(flow.t, 'GET', url(c.shopId), c.owner);
    expect(first.payment_code).toMatch(/^[a-z0-9]{12}$/);
    expect(first).toMatchObject({
      shop_id: c.shopId,
      shop_name: '东门菜场 3号摊',
      enabled: false,
      payment_url: `${ORIGIN}/page/payment?s=${first.payment_code}`,
      wechat: null,
      alipay: null,
      providers: { wechat: true, alipay: true },
      can_edit: true,
      version: 1,
    });
    const again = await data(flow.t, 'GET', url(c.shopId), c.owner);
    expect(again.payment_code).toBe(first.payment_code);
    const other = await company(flow.t);
    expect((await data(flow.t, 'GET', url(other.shopId), other.owner)).payment_code).not.toBe(
      first.payment_code,
    );
  });

  it('bind WeChat Pay and Alipay after each provider verifies them; the token itself is never answered', async () => {
    const c = await company(flow.t);
    const saved = await data(flow.t, 'PUT', url(c.shopId), c.owner, {
      wechat_sub_mchid: WECHAT.subs[0],
      alipay_app_auth_token: ALIPAY_TOKEN,
      enabled: true,
    });
    expect(saved).toMatchObject({
      enabled: true,
      wechat: { sub_mchid: WECHAT.subs[0] },
      alipay: { merchant_id: ALIPAY.tokens[ALIPAY_TOKEN], token_tail: ALIPAY_TOKEN.slice(-4) },
      version: 2,
    });
    expect(JSON.stringify(saved)).not.toContain(ALIPAY_TOKEN);
    expect(Date.parse(saved.wechat.verified_time)).toBeGreaterThan(Date.now() - 60_000);
    // The providers were asked: WeChat's sub-merchant check, Alipay's token query.
    expect(
      flow.wechat.calls.some(
        (x) => x.query.get('sub_mchid') === WECHAT.subs[0] || x.path.includes(WECHAT.subs[0]),
      ),
    ).toBe(true);
    expect(
      flow.alipay.calls.some(
        (x) => x.params.app_auth_token === ALIPAY_TOKEN || JSON.stringify(x.params).includes(ALIPAY_TOKEN),
      ),
    ).toBe(true);

    // The audit entry names the change, never the token.
    const [entry] = await flow.t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment_settings.save'), eq(auditLogs.targetId, c.shopId)));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry!.detail)).not.toContain(ALIPAY_TOKEN);
    expect(entry!.detail).toMatchObject({
      changes: { wechat_sub_mchid: { from: null, to: WECHAT.subs[0] }, enabled: { from: false, to: true } },
    });

    // A field left out is unchanged; null unbinds.
    const unbound = await data(flow.t, 'PUT', url(c.shopId), c.owner, { alipay_app_auth_token: null });
    expect(unbound).toMatchObject({
      enabled: true,
      wechat: { sub_mchid: WECHAT.subs[0] },
      alipay: null,
      version: 3,
    });
    const row = await settingsRow(flow.t, c.shopId);
    expect(row).toMatchObject({
      alipayAppAuthToken: null,
      alipayMerchantId: null,
      wechatSubMchid: WECHAT.subs[0],
    });
  });

  it('refuse a binding its provider does not accept, storing nothing', async () => {
    const c = await company(flow.t);
    await data(flow.t, 'GET', url(c.shopId), c.owner);
    const before = await settingsRow(flow.t, c.shopId);

    const foreign = await call(flow.t, 'PUT', url(c.shopId), c.owner, {
      wechat_sub_mchid: WECHAT.foreignSub,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 0, data: { dahua_error: 'ERCO001571' } });
    expect(foreign.body.msg).toContain('WeChat Pay');

    const unknownToken = await call(flow.t, 'PUT', url(c.shopId), c.owner, {
      alipay_app_auth_token: '202611BB99999999999999999999999999999Z99',
    });
    expect(unknownToken.status).toBe(400);
    expect(unknownToken.body.data.dahua_error).toBe('ERCO001571');
    expect(unknownToken.body.msg).toContain('Alipay');

    const malformed = await call(flow.t, 'PUT', url(c.shopId), c.owner, { wechat_sub_mchid: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.dahua_error).toBe('ERCO000002');

    expect(await settingsRow(flow.t, c.shopId)).toEqual(before);
  });

  it('refuse turning payments on with nothing bound, and a save over a stale version', async () => {
    const c = await company(flow.t);
    const unbound = await call(flow.t, 'PUT', url(c.shopId), c.owner, { enabled: true });
    expect(unbound.status).toBe(400);
    expect(unbound.body.data.dahua_error).toBe('ERCO001591');
    expect(unbound.body.msg).toContain('Bind a WeChat Pay or Alipay merchant');

    const bound = await data(flow.t, 'PUT', url(c.shopId), c.owner, {
      wechat_sub_mchid: WECHAT.subs[1],
      version: 1,
    });
    expect(bound.version).toBe(2);
    const stale = await call(flow.t, 'PUT', url(c.shopId), c.manager, { enabled: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.dahua_error).toBe('ERCO001580');
    expect((await settingsRow(flow.t, c.shopId))!.enabled).toBe(false);
    const enabled = await data(flow.t, 'PUT', url(c.shopId), c.manager, { enabled: true, version: 2 });
    expect(enabled).toMatchObject({ enabled: true, version: 3 });
  });

  it('without a version, act on the current state: saves at once all land, none is refused', async () => {
    const c = await company(flow.t);
    await data(flow.t, 'PUT', url(c.shopId), c.owner, { wechat_sub_mchid: WECHAT.subs[1] });
    // A client written to the body sends no version: four saves at once (a double tap, a retry).
    const saves = await Promise.all(
      [true, false, true, true].map((enabled) => call(flow.t, 'PUT', url(c.shopId), c.owner, { enabled })),
    );
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect((await settingsRow(flow.t, c.shopId))!.version).toBe(6);
  });

  it('are read by owners, managers and administrators; written by owners, managers and super administrators', async () => {
    const c = await company(flow.t);
    const other = await company(flow.t);
    const admin = await person(flow.t, 'ADMIN');
    const superAdmin = await person(flow.t, 'SUPER_ADMIN');

    expect((await data(flow.t, 'GET', url(c.shopId), c.manager)).can_edit).toBe(true);
    const staff = await call(flow.t, 'GET', url(c.shopId), c.staff);
    expect(staff.status).toBe(403);
    expect((await call(flow.t, 'PUT', url(c.shopId), c.staff, { enabled: false })).status).toBe(403);

    // Another company's shop does not exist for them.
    for (const token of [other.owner, other.manager]) {
      expect((await call(flow.t, 'GET', url(c.shopId), token)).status).toBe(404);
      expect(
        (await call(flow.t, 'PUT', url(c.shopId), token, { wechat_sub_mchid: WECHAT.subs[2] })).status,
      ).toBe(404);
    }

    const read = await data(flow.t, 'GET', url(c.shopId), admin.token);
    expect(read.can_edit).toBe(false);
    const adminWrite = await call(flow.t, 'PUT', url(c.shopId), admin.token, {
      wechat_sub_mchid: WECHAT.subs[2],
    });
    expect(adminWrite.status).toBe(403);
    expect((await data(flow.t, 'GET', url(c.shopId), superAdmin.token)).can_edit).toBe(true);
    const superWrite = await data(flow.t, 'PUT', url(c.shopId), superAdmin.token, {
      alipay_app_auth_token: ALIPAY_TOKEN_2,
    });
    expect(superWrite.alipay).toMatchObject({ merchant_id: ALIPAY.tokens[ALIPAY_TOKEN_2] });
    expect((await settingsRow(flow.t, c.shopId))!.wechatSubMchid).toBeNull();
  });

  it('refuse binding a provider this server has not configured', async () => {
    const bare = await createTestApp();
    try {
      const c = await company(bare);
      const got = await data(bare, 'GET', url(c.shopId), c.owner);
      expect(got.providers).toEqual({ wechat: false, alipay: false });
      const wechat = await call(
        bare,
        'PUT',
        url(c.shopId),
        c.owner,
        { wechat_sub_mchid: WECHAT.subs[0] },
        { lang: 'ch' },
      );
      expect(wechat.status).toBe(400);
      expect(wechat.body.data.dahua_error).toBe('ERCO001570');
      expect(wechat.body.msg).toContain('微信支付');
      const alipay = await call(bare, 'PUT', url(c.shopId), c.owner, { alipay_app_auth_token: ALIPAY_TOKEN });
      expect(alipay.body.data.dahua_error).toBe('ERCO001570');
      // Unbinding needs no provider.
      expect((await data(bare, 'PUT', url(c.shopId), c.owner, { wechat_sub_mchid: null })).version).toBe(2);
    } finally {
      await bare.close();
    }
  });
});
