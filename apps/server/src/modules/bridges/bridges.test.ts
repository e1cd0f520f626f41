import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgePairingCodes, companyMembers, scales, shops } from '../../db/schema/index.js';
import { hashToken } from '../../lib/token.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

/** Pairing codes, pairing, heartbeat and unpairing (issue 17 §3): who may, and what each leaves behind. */
let t: TestApp;
let owner: string;
let clerk: string;
let stranger: string;
let shopId: number;
let scaleA: number;
let scaleB: number;
let oldCredentialA: string;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  ip?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(token ? tokenHeader(token) : {}), lang: 'en' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function issueCode(token = owner) {
  const { status, body } = await call('POST', `/api/management/shops/${shopId}/bridge-code`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.code as string;
}

const shopCompany = async () =>
  (await t.ctx.db.select({ companyId: shops.companyId }).from(shops).where(eq(shops.id, shopId)))[0]!;

const pair = (payload: unknown, ip = '10.0.0.1') => call('POST', '/api/bridges/pair', undefined, payload, ip);

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const member = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, member.id); // a company of their own first…
  const clerkUser = await buildUser(t.ctx);
  await t.ctx.db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: clerkUser.id, joinType: 'USER' });
  clerk = await signIn(t.app, clerkUser.username!, clerkUser.password);
  stranger = await signIn(t.app, member.username!, member.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
  shopId = shop!.id;
  const rows = await t.ctx.db
    .insert(scales)
    .values([
      { companyId: company.id, shopId, scaleName: '秤 A', scaleUuid: 'PAIR-A-0001' },
      { companyId: company.id, shopId, scaleName: '秤 B', scaleUuid: 'PAIR-B-0002' },
    ])
    .returning();
  scaleA = rows[0]!.id;
  scaleB = rows[1]!.id;
  oldCredentialA = await issueDeviceCredential(t.ctx.db, scaleA);
});

afterAll(async () => {
  await t.close();
});

describe('pairing codes', () => {
  it('owners issue them; a clerk is refused, another company sees no such shop', async () => {
    expect(await issueCode()).toMatch(/^[A-Z2-9]{8}$/);
    expect((await call('POST', `/api/management/shops/${shopId}/bridge-code`, clerk)).status).toBe(403);
    expect((await call('POST', `/api/management/shops/${shopId}/bridge-code`, stranger)).status).toBe(404);
    expect((await call('GET', `/api/management/shops/${shopId}/bridges`, stranger)).status).toBe(404);
    expect((await call('GET', `/api/management/shops/${shopId}/bridges`, clerk)).status).toBe(200);
  });

  it('only the hash of a code is stored', async () => {
    const code = await issueCode();
    const [row] = await t.ctx.db
      .select()
      .from(bridgePairingCodes)
      .where(eq(bridgePairingCodes.codeHash, hashToken(code)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.ctx.db.select().from(bridgePairingCodes))).not.toContain(code);
  });
});

describe('POST /api/bridges/pair', () => {
  it('gives a token and fresh credentials for the named scales of the code’s shop; the old credential stops', async () => {
    const code = await issueCode();
    const { status, body } = await pair({
      code: code.toLowerCase(),
      name: '收银台',
      version: '0.1.0',
      scale_uuids: ['PAIR-A-0001', 'ELSEWHERE-9'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.shop).toEqual({ id: shopId, name: '一号店' });
    expect(body.data.scales).toEqual([
      expect.objectContaining({ scale_id: scaleA, scale_uuid: 'PAIR-A-0001' }),
    ]);
    expect(body.data.refused).toEqual(['ELSEWHERE-9']);
    const credential = body.data.scales[0].device_credential;
    const state = (bearer: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/devices/state',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await state(credential)).statusCode).toBe(200);
    expect((await state(oldCredentialA)).statusCode).toBe(401);

    const bridges = await call('GET', `/api/management/shops/${shopId}/bridges`, owner);
    expect(bridges.body.data).toEqual([
      expect.objectContaining({
        name: '收银台',
        version: '0.1.0',
        online: true,
        scales: [{ id: scaleA, name: '秤 A' }],
      }),
    ]);
  });

  it('finds a scale registered without a uuid by its id; an id of another shop gets nothing', async () => {
    const [plain] = await t.ctx.db
      .insert(scales)
      .values({ companyId: (await shopCompany()).companyId, shopId, scaleName: '无编号秤' })
      .returning();
    const code = await issueCode();
    const { status, body } = await pair({ code, scale_ids: [plain!.id, 999_999] }, '10.0.3.1');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.scales).toEqual([
      expect.objectContaining({ scale_id: plain!.id, scale_uuid: null, name: '无编号秤' }),
    ]);
    expect(body.data.refused).toEqual(['999999']);
  });

  it('empty lists (as the hand-configured bridge sends them) name no scale: nothing issued, nothing rotated', async () => {
    const before = await t.ctx.db
      .select({ id: scales.id, hash: scales.deviceSecretHash })
      .from(scales)
      .orderBy(scales.id);
    const code = await issueCode();
    const { status, body } = await pair({ code, scale_uuids: [], scale_ids: [] }, '10.0.4.1');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.scales).toEqual([]);
    expect(body.data.refused).toEqual([]);
    expect(
      await t.ctx.db.select({ id: scales.id, hash: scales.deviceSecretHash }).from(scales).orderBy(scales.id),
    ).toEqual(before);
  });

  it('a wrong, spent or expired code is refused in the caller’s language and changes nothing', async () => {
    const wrong = await pair({ code: 'ABCDEFGH' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000805' } });
    expect(wrong.body.msg).toMatch(/pairing code/);
    const malformed = await pair({ code: 'O0I1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.fields[0]).toMatchObject({ field: 'code' });

    const code = await issueCode();
    await t.ctx.db
      .update(bridgePairingCodes)
      .set({ expiresTime: new Date(Date.now() - 1000) })
      .where(eq(bridgePairingCodes.codeHash, hashToken(code)));
    const before = await t.ctx.db
      .select({ hash: scales.deviceSecretHash })
      .from(scales)
      .where(eq(scales.id, scaleB));
    expect((await pair({ code })).status).toBe(400);
    const after = await t.ctx.db
      .select({ hash: scales.deviceSecretHash })
      .from(scales)
      .where(eq(scales.id, scaleB));
    expect(after).toEqual(before);
  });

  it('two bridges pairing with one code at once: exactly one gets it', async () => {
    const code = await issueCode();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pair({ code, name: `PC ${i}` }, `10.0.1.${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });

  it('guesses are limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await pair({ code: 'ZZZZZZZZ' }, '10.9.9.9')).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('heartbeat and unpairing', () => {
  it('a heartbeat keeps the bridge online and records the scales of its shop it drives; unpairing stops its token', async () => {
    // A hand-configured bridge already drives B with B's own credential.
    const ownCredentialB = await issueDeviceCredential(t.ctx.db, scaleB);
    const code = await issueCode();
    const paired = await pair({ code, name: '后台电脑', version: '0.1.0' }, '10.0.2.1');
    expect(paired.status).toBe(200);
    const token = paired.body.data.bridge_token as string;
    // Every scale of the shop (none named): A, B and the one without a uuid.
    expect(paired.body.data.scales.map((s: { scale_id: number }) => s.scale_id)).toEqual(
      expect.arrayContaining([scaleA, scaleB]),
    );
    expect(paired.body.data.scales).toHaveLength(3);
    // Pairing by code alone rotates nothing: each scale gets its bridge-scoped credential.
    for (const scale of paired.body.data.scales)
      expect(scale.device_credential).toBe(`bs_${scale.scale_id}_${token}`);
    const beat = (scaleIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bridges/heartbeat',
        headers: { authorization: `Bearer ${token}` },
        payload: { version: '0.2.0', scale_ids: scaleIds },
      });
    const answer = await beat([scaleB, 999_999]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.scales).toHaveLength(3);
    const list = (await call('GET', `/api/management/shops/${shopId}/bridges`, owner)).body.data;
    const mine = list.find((b: { name: string }) => b.name === '后台电脑');
    expect(mine).toMatchObject({ version: '0.2.0', online: true, scales: [{ id: scaleB, name: '秤 B' }] });

    expect((await call('DELETE', `/api/management/bridges/${mine.id}`, clerk)).status).toBe(403);
    expect((await call('DELETE', `/api/management/bridges/${mine.id}`, stranger)).status).toBe(404);
    expect((await call('DELETE', `/api/management/bridges/${mine.id}`, owner)).status).toBe(200);
    const refused = await beat([]);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.dahua_error).toBe('ERCO000803');
    // The bridge-scoped credential stops with the bridge; a device call naming the unpaired bridge is
    // refused too; the scale's own credential (never rotated by this pairing) still works alone.
    const bridgeCredential = paired.body.data.scales.find((s: { scale_id: number }) => s.scale_id === scaleB)
      .device_credential as string;
    const device = (credential: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/devices/state',
        headers: { authorization: `Bearer ${credential}`, ...headers },
      });
    expect((await device(bridgeCredential)).statusCode).toBe(401);
    expect((await device(ownCredentialB, { 'x-bridge-token': token })).statusCode).toBe(401);
    expect((await device(ownCredentialB)).statusCode).toBe(200);
  });
});
