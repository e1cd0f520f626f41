import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wechatIdentities } from '../../db/schema/index.js';
import { buildUser, loginRequest, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { startWechatStandIn } from '../../test/wechat-stand-in.js';

const APPS = {
  web: { appid: 'wx-web', secret: 'web-secret' },
  mp: { appid: 'wx-mp', secret: 'mp-secret' },
  mini: { appid: 'wx-mini', secret: 'mini-secret' },
};

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startWechatStandIn>>;
beforeAll(async () => {
  wechat = await startWechatStandIn(APPS);
  t = await createTestApp({
    WECHAT_API_BASE: wechat.base,
    WECHAT_WEB_APPID: APPS.web.appid,
    WECHAT_WEB_SECRET: APPS.web.secret,
    WECHAT_MP_APPID: APPS.mp.appid,
    WECHAT_MP_SECRET: APPS.mp.secret,
    WECHAT_MINI_APPID: APPS.mini.appid,
    WECHAT_MINI_SECRET: APPS.mini.secret,
  });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

const login = (code: string, wechat_type: string) =>
  t.app.inject({ method: 'POST', url: '/api/management/users/login/wechat', payload: { code, wechat_type } });
const bind = (token: string, code: string, wechat_type: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/management/users/bind/wechat',
    headers: tokenHeader(token),
    payload: { code, wechat_type },
  });
const identityCount = async () => (await t.ctx.db.select({ n: count() }).from(wechatIdentities))[0]!.n;

describe('WeChat sign-in', () => {
  it('creates an account for an unknown person, which must then bind a phone', async () => {
    const response = await login(wechat.issueCode('wx-web', { openid: 'o-new' }), 'web');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ if_wechat: 1, if_phone_number: 0, role_type: 'USER' });
    const call = wechat.calls.at(-1)!;
    expect(call.path).toBe('/sns/oauth2/access_token');
    expect(Object.fromEntries(call.query)).toMatchObject({
      appid: 'wx-web',
      secret: 'web-secret',
      grant_type: 'authorization_code',
    });
  });

  it('signs a known person in again, by openid and app type', async () => {
    const first = await login(wechat.issueCode('wx-mp', { openid: 'o-mp-1' }), 'mp');
    const again = await login(wechat.issueCode('wx-mp', { openid: 'o-mp-1' }), 'mp');
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('recognises the same person across apps by unionid', async () => {
    const web = await login(wechat.issueCode('wx-web', { openid: 'o-web-u', unionid: 'u-42' }), 'web');
    const mini = await login(wechat.issueCode('wx-mini', { openid: 'o-mini-u', unionid: 'u-42' }), 'mini');
    expect(mini.json().data.id).toBe(web.json().data.id);
    expect(wechat.calls.at(-1)!.path).toBe('/sns/jscode2session');
    expect(wechat.calls.at(-1)!.query.get('js_code')).toBeTruthy();
  });

  it('refuses an invalid or reused code with WeChat’s reason, creating nothing', async () => {
    const before = await identityCount();
    const code = wechat.issueCode('wx-web', { openid: 'o-once' });
    expect((await login(code, 'web')).statusCode).toBe(200);
    const reused = await login(code, 'web');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000106' } });
    expect(reused.json().msg).toContain('40029');
    expect(await identityCount()).toBe(before + 1);
  });

  it('validates wechat_type', async () => {
    const response = await login('x', 'qq');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('wechat_type');
  });
});

describe('WeChat binding', () => {
  it('binds WeChat to the signed-in account', async () => {
    const user = await buildUser(t.ctx, { phone: '13600000001' });
    const token = await signIn(t.app, user.username!, user.password);
    const response = await bind(token, wechat.issueCode('wx-mp', { openid: 'o-bind-1' }), 'mp');
    expect(response.json().data).toMatchObject({ id: user.id, if_wechat: 1 });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/info',
      headers: tokenHeader(token),
    });
    expect(info.json().data.if_wechat).toBe(1);
    // Signing in with that WeChat now reaches this account.
    const viaWechat = await login(wechat.issueCode('wx-mp', { openid: 'o-bind-1' }), 'mp');
    expect(viaWechat.json().data.id).toBe(user.id);
  });

  it('reports if_wechat 0 for every account without an identity, whatever the ids', async () => {
    for (let i = 0; i < 6; i++) {
      const plain = await buildUser(t.ctx);
      const signedIn = await loginRequest(t.app, plain.username!, plain.password);
      expect(signedIn.json().data.if_wechat).toBe(0);
      const token = signedIn.json().data.token;
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/management/users/info',
        headers: tokenHeader(token),
      });
      expect(info.json().data.if_wechat).toBe(0);
    }
  });

  it('refuses a WeChat identity bound to another account', async () => {
    const holder = await login(wechat.issueCode('wx-web', { openid: 'o-held', unionid: 'u-held' }), 'web');
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    const response = await bind(
      token,
      wechat.issueCode('wx-mini', { openid: 'o-other', unionid: 'u-held' }),
      'mini',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('该微信已绑定其他账号');
    const rows = await t.ctx.db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, user.id));
    expect(rows).toHaveLength(0);
    expect(holder.json().data.id).not.toBe(user.id);
  });
});

describe('WeChat not configured', () => {
  it('says so plainly', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/management/users/login/wechat',
        payload: { code: 'c', wechat_type: 'web' },
        headers: { lang: 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().msg).toBe('WeChat sign-in is not configured.');
      expect((await bare.ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
