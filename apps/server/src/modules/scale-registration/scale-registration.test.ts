import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  type CompanyRole,
  companyMembers,
  scaleAuthorizationRequests,
  scales,
  shops,
  wechatIdentities,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { startWechatStandIn } from '../../test/wechat-stand-in.js';

const WEB = { appid: 'wx-web', secret: 'web-secret' };

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startWechatStandIn>>;
beforeAll(async () => {
  wechat = await startWechatStandIn({ web: WEB });
  t = await createTestApp({
    WECHAT_API_BASE: wechat.base,
    WECHAT_WEB_APPID: WEB.appid,
    WECHAT_WEB_SECRET: WEB.secret,
  });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let sequence = 0;
const uniqueUuid = () => `scale-${Date.now().toString(36)}-${++sequence}`;

type Json = { code: number; msg: string; data: Record<string, unknown> };
async function post(
  url: string,
  payload: object,
  options: { token?: string; ip?: string; lang?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(options.token ? tokenHeader(options.token) : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
    remoteAddress: options.ip ?? '10.0.0.1',
  });
  return { status: response.statusCode, body: response.json() as Json, text: response.body };
}
async function get(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });
  return { status: response.statusCode, body: response.json() as Json, text: response.body };
}

const judge = (token: string, scale_uuid: string) =>
  post('/api/management/scales/register/judge', { scale_uuid }, { token });
const openRequest = (scale_uuid: string, ip?: string) =>
  post('/api/devices/scales/authorization_requests', { scale_uuid }, ip ? { ip } : {});
const collect = (requestId: string, poll_secret: string) =>
  post(`/api/devices/scales/authorization_requests/${requestId}/collect`, { poll_secret });
const authorize = (payload: object, token?: string) =>
  post('/api/management/scales/authorize', payload, token ? { token } : {});

/** A company with its owner signed in, one shop, and members joined by role. */
async function company(shopName: string) {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: row.id, name: shopName }).returning();
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
  };
  return {
    id: row.id,
    shopId: shop!.id,
    ownerId: owner.id,
    owner: await signIn(t.app, owner.username!, owner.password),
    join,
  };
}

/** A scale registered with a uuid and holding an old credential (its own: credential hashes are unique). */
async function registeredScale(c: { id: number; shopId: number }, name = '收银台秤') {
  const uuid = uniqueUuid();
  const [row] = await t.ctx.db
    .insert(scales)
    .values({
      companyId: c.id,
      shopId: c.shopId,
      scaleName: name,
      scaleUuid: uuid,
      deviceSecretHash: sha256(`old-credential-${uuid}`),
      deviceCredentialIssuedAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  return { id: row!.id, uuid };
}

async function scaleRow(id: number) {
  const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, id));
  return row!;
}
async function requestRow(requestId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(scaleAuthorizationRequests)
    .where(eq(scaleAuthorizationRequests.requestId, requestId));
  return row!;
}
async function opened(uuid: string) {
  const response = await openRequest(uuid, `10.1.${++sequence % 250}.${sequence % 250}`);
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data as { request_id: string; poll_secret: string; expires_at: string };
}

let alpha: Awaited<ReturnType<typeof company>>;
let beta: Awaited<ReturnType<typeof company>>;
let admin: string;
beforeAll(async () => {
  alpha = await company('ALPHA-文三路店');
  beta = await company('BETA-店');
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});

describe('register/judge', () => {
  it('answers unregistered for a free uuid', async () => {
    const response = await judge(alpha.owner, uniqueUuid());
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ registered: 0, mine: 0 });
  });

  it('names the scale and shop to its own company and to administrators', async () => {
    const scale = await registeredScale(alpha, 'ALPHA-秘密秤');
    const mine = await judge(alpha.owner, scale.uuid);
    expect(mine.body.data).toEqual({
      registered: 1,
      mine: 1,
      scale_id: scale.id,
      scale_name: 'ALPHA-秘密秤',
      shop_id: alpha.shopId,
      shop_name: 'ALPHA-文三路店',
    });
    const clerk = await alpha.join('USER');
    expect((await judge(clerk.token, scale.uuid)).body.data).toMatchObject({
      mine: 1,
      shop_id: alpha.shopId,
    });
    expect((await judge(admin, scale.uuid)).body.data).toMatchObject({ registered: 1, mine: 1 });
  });

  it('tells another company only that the uuid is taken, without the shop', async () => {
    const scale = await registeredScale(alpha, 'ALPHA-秘密秤');
    const foreign = await judge(beta.owner, scale.uuid);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual({ registered: 1, mine: 0 });
    expect(foreign.text).not.toContain('ALPHA');
    expect(foreign.text).not.toContain('shop_id');
    expect(foreign.text).not.toContain('scale_id');
  });

  it('validates the uuid and needs a session', async () => {
    for (const bad of ['short', 'has space inside', 'x'.repeat(65), '中文中文中文中文中文']) {
      const response = await judge(alpha.owner, bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.data.dahua_error).toBe('ERCO000002');
    }
    const en = await post(
      '/api/management/scales/register/judge',
      { scale_uuid: 'bad!' },
      { token: alpha.owner, lang: 'en' },
    );
    expect(en.body.msg).toContain('8–64 letters, digits');
    const signedOut = await post('/api/management/scales/register/judge', { scale_uuid: uniqueUuid() });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.data.dahua_error).toBe('ERCO000001');
  });
});

describe('device authorisation requests', () => {
  it('refuses an unregistered uuid, telling to register it first', async () => {
    const response = await openRequest(uniqueUuid());
    expect(response.status).toBe(404);
    expect(response.body.data.dahua_error).toBe('ERCO000620');
    expect(response.body.msg).toContain('尚未注册');
    const en = await post(
      '/api/devices/scales/authorization_requests',
      { scale_uuid: uniqueUuid() },
      { lang: 'en' },
    );
    expect(en.body.msg).toContain('register it first');
  });

  it('opens a pending request for ten minutes, storing only the hash of the poll secret', async () => {
    const scale = await registeredScale(alpha);
    const before = Date.now();
    const answer = await opened(scale.uuid);
    expect(answer.request_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.poll_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(answer.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    const row = await requestRow(answer.request_id);
    expect(row).toMatchObject({ status: 'pending', scaleId: scale.id, scaleUuid: scale.uuid });
    expect(row.pollSecretHash).toBe(sha256(answer.poll_secret));
    expect(JSON.stringify(row)).not.toContain(answer.poll_secret);
    const again = await opened(scale.uuid);
    expect(again.request_id).not.toBe(answer.request_id);
  });

  it('limits requests per uuid', async () => {
    const scale = await registeredScale(alpha);
    for (let i = 0; i < 5; i++) await opened(scale.uuid);
    const refused = await openRequest(scale.uuid, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.data.dahua_error).toBe('ERCO000004');
  });

  it('limits requests per IP, unregistered probes included', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 30; i++) {
      const response = await openRequest(uniqueUuid(), ip);
      expect(response.status).toBe(404);
    }
    const scale = await registeredScale(alpha);
    const refused = await openRequest(scale.uuid, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.data.dahua_error).toBe('ERCO000004');
    expect((await openRequest(scale.uuid, '10.77.0.2')).status).toBe(200);
  });
});

describe('collect and authorize', () => {
  it('collects a fresh credential exactly once after approval, stored as its SHA-256', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);

    const wrong = await collect(request.request_id, 'not-the-secret');
    expect(wrong.status).toBe(404);
    expect(wrong.body.data.dahua_error).toBe('ERCO000621');
    const unknown = await collect('AAAAAAAAAAAAAAAAAAAAAA', request.poll_secret);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(wrong.body.msg);

    expect((await collect(request.request_id, request.poll_secret)).body.data).toEqual({ status: 'pending' });

    const approved = await authorize({ request_id: request.request_id }, alpha.owner);
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data).toMatchObject({
      request_id: request.request_id,
      status: 'approved',
      scale_id: scale.id,
      shop_id: alpha.shopId,
      shop_name: 'ALPHA-文三路店',
    });
    expect((await requestRow(request.request_id)).approvedBy).toBe(alpha.ownerId);
    expect((await scaleRow(scale.id)).deviceSecretHash).toBe(sha256(`old-credential-${scale.uuid}`));

    const first = await collect(request.request_id, request.poll_secret);
    expect(first.status).toBe(200);
    const credential = first.body.data.device_credential as string;
    expect(first.body.data).toMatchObject({ status: 'collected', scale_id: scale.id });
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await scaleRow(scale.id);
    expect(stored.deviceSecretHash).toBe(sha256(credential));
    expect(stored.deviceSecretHash).not.toBe(sha256(`old-credential-${scale.uuid}`));
    expect(stored.deviceCredentialIssuedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const second = await collect(request.request_id, request.poll_secret);
    expect(second.body.data).toEqual({ status: 'collected' });
    expect((await scaleRow(scale.id)).deviceSecretHash).toBe(sha256(credential));
    expect((await requestRow(request.request_id)).status).toBe('collected');

    const late = await authorize({ request_id: request.request_id }, alpha.owner);
    expect(late.status).toBe(409);
    expect(late.body.data.dahua_error).toBe('ERCO000624');
  });

  it('writes an audit entry for the approval', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);
    expect((await authorize({ request_id: request.request_id }, alpha.owner)).status).toBe(200);
    const entries = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'scale.authorize'), eq(auditLogs.targetId, scale.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: alpha.ownerId,
      targetType: 'scale',
      companyId: alpha.id,
      detail: { request_id: request.request_id, scale_uuid: scale.uuid },
    });
  });

  it('refuses a second approval with a clear message', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);
    const manager = await alpha.join('MANAGER');
    expect((await authorize({ request_id: request.request_id }, manager.token)).status).toBe(200);
    const again = await authorize({ request_id: request.request_id }, alpha.owner);
    expect(again.status).toBe(409);
    expect(again.body.data.dahua_error).toBe('ERCO000623');
    expect(again.body.msg).toContain('已被批准');
  });

  it('lets managers and administrators approve; refuses clerks and other companies without leaking', async () => {
    const scale = await registeredScale(alpha, 'ALPHA-秘密秤');
    const request = await opened(scale.uuid);
    const clerk = await alpha.join('USER');
    const byClerk = await authorize({ request_id: request.request_id }, clerk.token);
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.data.dahua_error).toBe('ERCO000625');
    const byForeign = await authorize({ request_id: request.request_id }, beta.owner);
    expect(byForeign.status).toBe(403);
    expect(byForeign.text).not.toContain('ALPHA');
    const detailsForeign = await get(
      `/api/management/scales/authorization_requests/${request.request_id}`,
      beta.owner,
    );
    expect(detailsForeign.status).toBe(403);
    expect(detailsForeign.text).not.toContain('ALPHA');
    expect(
      (await get(`/api/management/scales/authorization_requests/${request.request_id}`, clerk.token)).status,
    ).toBe(403);
    expect((await requestRow(request.request_id)).status).toBe('pending');

    const details = await get(
      `/api/management/scales/authorization_requests/${request.request_id}`,
      alpha.owner,
    );
    expect(details.body.data).toMatchObject({
      status: 'pending',
      scale_name: 'ALPHA-秘密秤',
      scale_uuid: scale.uuid,
      shop_name: 'ALPHA-文三路店',
    });

    const byAdmin = await authorize({ request_id: request.request_id }, admin);
    expect(byAdmin.status).toBe(200);
    expect((await collect(request.request_id, request.poll_secret)).body.data.device_credential).toBeTruthy();
  });

  it('answers an unknown request as not found', async () => {
    const response = await authorize({ request_id: 'no-such-request-id' }, alpha.owner);
    expect(response.status).toBe(404);
    expect(response.body.data.dahua_error).toBe('ERCO000621');
    expect(
      (await get('/api/management/scales/authorization_requests/no-such-request-id', admin)).status,
    ).toBe(404);
  });

  it('refuses an expired request everywhere, but still hands out an approval given in time', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);
    await t.ctx.db
      .update(scaleAuthorizationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scaleAuthorizationRequests.requestId, request.request_id));
    const expired = await authorize({ request_id: request.request_id }, alpha.owner);
    expect(expired.status).toBe(410);
    expect(expired.body.data.dahua_error).toBe('ERCO000622');
    expect(expired.body.msg).toContain('过期');
    const polled = await collect(request.request_id, request.poll_secret);
    expect(polled.status).toBe(410);
    expect(polled.body.data.dahua_error).toBe('ERCO000622');
    const details = await get(
      `/api/management/scales/authorization_requests/${request.request_id}`,
      alpha.owner,
    );
    expect(details.body.data.status).toBe('expired');
    expect((await requestRow(request.request_id)).status).toBe('pending');

    const inTime = await opened(scale.uuid);
    expect((await authorize({ request_id: inTime.request_id }, alpha.owner)).status).toBe(200);
    await t.ctx.db
      .update(scaleAuthorizationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scaleAuthorizationRequests.requestId, inTime.request_id));
    const late = await collect(inTime.request_id, inTime.poll_secret);
    expect(late.body.data.status).toBe('collected');
    expect((await scaleRow(scale.id)).deviceSecretHash).toBe(
      sha256(late.body.data.device_credential as string),
    );
  });
});

describe('authorize with a WeChat code instead of a session', () => {
  async function link(userId: number, openid: string) {
    await t.ctx.db.insert(wechatIdentities).values({ userId, wechatType: 'web', openid });
  }

  it('approves as the linked owner', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);
    await link(alpha.ownerId, 'o-alpha-owner');
    const code = wechat.issueCode(WEB.appid, { openid: 'o-alpha-owner' });
    const response = await authorize({ request_id: request.request_id, wechat_type: 'web', code });
    expect(response.status, response.body.msg).toBe(200);
    expect(response.body.data.status).toBe('approved');
    expect((await requestRow(request.request_id)).approvedBy).toBe(alpha.ownerId);
  });

  it('refuses a linked clerk, an unlinked person, a bad code, and a call with neither', async () => {
    const scale = await registeredScale(alpha);
    const request = await opened(scale.uuid);
    const clerk = await alpha.join('USER');
    await link(clerk.id, 'o-alpha-clerk');
    const byClerk = await authorize({
      request_id: request.request_id,
      wechat_type: 'web',
      code: wechat.issueCode(WEB.appid, { openid: 'o-alpha-clerk' }),
    });
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.data.dahua_error).toBe('ERCO000625');

    const stranger = await authorize({
      request_id: request.request_id,
      wechat_type: 'web',
      code: wechat.issueCode(WEB.appid, { openid: 'o-stranger' }),
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.data.dahua_error).toBe('ERCO000626');

    const bad = await authorize({ request_id: request.request_id, wechat_type: 'web', code: 'never-issued' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.dahua_error).toBe('ERCO000106');

    const neither = await authorize({ request_id: request.request_id });
    expect(neither.status).toBe(401);
    expect(neither.body.data.dahua_error).toBe('ERCO000001');
    const staleToken = await authorize({ request_id: request.request_id }, 'not-a-live-token');
    expect(staleToken.status).toBe(401);

    expect((await requestRow(request.request_id)).status).toBe('pending');
  });
});
