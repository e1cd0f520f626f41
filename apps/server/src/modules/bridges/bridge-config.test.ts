import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverOfTrailer, serverTrailer } from '@dahua/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, companyMembers, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

/**
 * Issue 25 on the server, the bridge's side: its config (long-polled), bridge-scoped device
 * credentials, adding a found scale, the downloads; and tenancy: a bridge reaches its own shop only.
 */
let t: TestApp;
let downloadsDir: string;
/** Where app.inject's requests reach the server (its default Host header). */
const ORIGIN = 'http://localhost:80';
let owner: string;
let clerk: string;
let ownerId: number;
let otherOwner: string;
let companyId: number;
let shopId: number;
let sisterShopId: number;
let foreignShopId: number;
let scaleLan: number;
let scalePlain: number;
let sisterScale: number;
let foreignScale: number;
let bridgeToken: string;
let bridgeId: number;
let foreignToken: string;

type Lang = 'en' | 'ch';
async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; bearer?: string; payload?: unknown; lang?: Lang; ip?: string } = {},
) {
  const headers: Record<string, string> = { lang: options.lang ?? 'en' };
  if (options.token) Object.assign(headers, tokenHeader(options.token));
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function pairShop(shop: number, token: string, name: string, version = '0.2.0') {
  const code = await call('POST', `/api/management/shops/${shop}/bridge-code`, { token });
  expect(code.status, JSON.stringify(code.body)).toBe(200);
  const paired = await call('POST', '/api/bridges/pair', {
    payload: { code: code.body.data.code, name, version },
    ip: `10.1.${shop % 250}.${Math.floor(Math.random() * 250)}`,
  });
  expect(paired.status, JSON.stringify(paired.body)).toBe(200);
  return paired.body.data as { bridge_id: number; bridge_token: string };
}

const config = (bearer: string, query = '') => call('GET', `/api/bridges/config${query}`, { bearer });
const deviceState = (credential: string) => call('GET', '/api/devices/state', { bearer: credential });

function writeVersion(version: string, files: Record<string, string>, manifest = true) {
  const dir = path.join(downloadsDir, version);
  mkdirSync(dir, { recursive: true });
  const entries = Object.entries(files).map(([fileName, content]) => {
    writeFileSync(path.join(dir, fileName), content);
    return {
      platform: fileName.includes('win')
        ? 'win-x64'
        : fileName.includes('arm64')
          ? 'linux-arm64'
          : 'linux-x64',
      version,
      file_name: fileName,
      size: Buffer.byteLength(content),
      sha256: createHash('sha256').update(content).digest('hex'),
    };
  });
  if (manifest) writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(entries));
}

beforeAll(async () => {
  downloadsDir = mkdtempSync(path.join(tmpdir(), 'bridge-downloads-'));
  t = await createTestApp({ BRIDGE_DOWNLOADS_DIR: downloadsDir });
  const user = await buildUser(t.ctx);
  ownerId = user.id;
  const company = await buildCompanyWith(t.ctx, user.id);
  companyId = company.id;
  owner = await signIn(t.app, user.username!, user.password);
  const clerkUser = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: clerkUser.id, joinType: 'USER' });
  clerk = await signIn(t.app, clerkUser.username!, clerkUser.password);
  const other = await buildUser(t.ctx);
  const otherCompany = await buildCompanyWith(t.ctx, other.id);
  otherOwner = await signIn(t.app, other.username!, other.password);

  const [shop, sister] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId, name: '一号店', timeZone: 'Asia/Urumqi' },
      { companyId, name: '二号店' },
    ])
    .returning();
  shopId = shop!.id;
  sisterShopId = sister!.id;
  const [foreign] = await t.ctx.db
    .insert(shops)
    .values({ companyId: otherCompany.id, name: '别家店' })
    .returning();
  foreignShopId = foreign!.id;
  const rows = await t.ctx.db
    .insert(scales)
    .values([
      { companyId, shopId, scaleName: '称重台', scaleUuid: 'CFG-LAN-0001', lanHost: '192.168.1.20' },
      { companyId, shopId, scaleName: '无地址秤', modelCode: 'TM-A' },
      { companyId, shopId: sisterShopId, scaleName: '二号店秤' },
      { companyId: otherCompany.id, shopId: foreignShopId, scaleName: '别家秤', lanHost: '192.168.1.20' },
    ])
    .returning();
  [scaleLan, scalePlain, sisterScale, foreignScale] = rows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
  ({ bridge_token: bridgeToken, bridge_id: bridgeId } = await pairShop(shopId, owner, '收银台电脑'));
  foreignToken = (await pairShop(foreignShopId, otherOwner, '别家电脑')).bridge_token;
});

afterAll(async () => {
  await t.close();
  rmSync(downloadsDir, { recursive: true, force: true });
});

describe('GET /api/bridges/config', () => {
  it('lists every scale of the bridge’s shop, with its address and a bridge-scoped credential', async () => {
    const { status, body } = await config(bridgeToken);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({
      config_version: expect.stringMatching(/^[0-9a-f]{16}$/),
      bridge_id: bridgeId,
      shop: { id: shopId, name: '一号店', time_zone: 'Asia/Urumqi' },
      scales: [
        {
          scale_id: scaleLan,
          scale_uuid: 'CFG-LAN-0001',
          name: '称重台',
          model_code: 'TM-Aa',
          lan_host: '192.168.1.20',
          lan_port: 4001,
          credential: `bs_${scaleLan}_${bridgeToken}`,
        },
        {
          scale_id: scalePlain,
          scale_uuid: null,
          name: '无地址秤',
          model_code: 'TM-A',
          lan_host: null,
          lan_port: 4001,
          credential: `bs_${scalePlain}_${bridgeToken}`,
        },
      ],
      latest_version: null,
    });
    // The heartbeat names the same version.
    const beat = await call('POST', '/api/bridges/heartbeat', {
      bearer: bridgeToken,
      payload: { version: '0.2.0' },
    });
    expect(beat.status).toBe(200);
    expect(beat.body.data).toMatchObject({ config_version: body.data.config_version, latest_version: null });
  });

  it('another shop’s bridge gets only its own shop; a wrong token is refused', async () => {
    const foreign = await config(foreignToken);
    expect(foreign.body.data.shop.id).toBe(foreignShopId);
    expect(foreign.body.data.scales.map((s: { scale_id: number }) => s.scale_id)).toEqual([foreignScale]);
    const wrong = await config('not-a-bridge-token-at-all');
    expect(wrong.status).toBe(401);
    expect(wrong.body.data.dahua_error).toBe('ERCO000803');
  });

  it('a bridge-scoped credential drives its scale; one naming another shop’s scale is refused', async () => {
    const own = await deviceState(`bs_${scaleLan}_${bridgeToken}`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.scale).toMatchObject({ id: scaleLan, shop_id: shopId });
    // The same company's other shop, and another company's scale: both refused.
    for (const credential of [
      `bs_${sisterScale}_${bridgeToken}`,
      `bs_${foreignScale}_${bridgeToken}`,
      `bs_${scaleLan}_${foreignToken}`,
    ]) {
      const refused = await deviceState(credential);
      expect(refused.status, credential).toBe(401);
      expect(refused.body.data.dahua_error).toBe('ERCO000800');
    }
  });

  it('long-polls: answers within ~2 s of an address change made in the console, with a new version', async () => {
    const before = (await config(bridgeToken)).body.data.config_version as string;
    const started = Date.now();
    const waiting = config(bridgeToken, `?since=${before}&wait=20`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const changedAt = Date.now();
    const edit = await call('PUT', `/api/management/scales/${scalePlain}`, {
      token: owner,
      payload: { lan_host: 'scale-2.shop.lan', lan_port: 4002 },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const woken = await waiting;
    const answeredAt = Date.now();
    expect(woken.status).toBe(200);
    expect(woken.body.data.config_version).not.toBe(before);
    expect(woken.body.data.scales[1]).toMatchObject({ lan_host: 'scale-2.shop.lan', lan_port: 4002 });
    expect(answeredAt - changedAt).toBeLessThan(2000);
    expect(answeredAt - started).toBeGreaterThanOrEqual(600);
  });

  it('long-polls: without a change, answers the same version when the wait ends', async () => {
    const now = (await config(bridgeToken)).body.data.config_version as string;
    const started = Date.now();
    const same = await config(bridgeToken, `?since=${now}&wait=1`);
    expect(same.body.data.config_version).toBe(now);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // An old version answers at once.
    const at = Date.now();
    expect((await config(bridgeToken, '?since=0000000000000000&wait=30')).body.data.config_version).toBe(now);
    expect(Date.now() - at).toBeLessThan(1000);
    const bad = await config(bridgeToken, '?since=x&wait=31');
    expect(bad.status).toBe(400);
  });

  it('a scale moved to another shop leaves the config and its bridge-scoped credential stops at once', async () => {
    const [moving] = await t.ctx.db
      .insert(scales)
      .values({ companyId, shopId, scaleName: '要搬的秤' })
      .returning();
    const credential = `bs_${moving!.id}_${bridgeToken}`;
    expect((await deviceState(credential)).status).toBe(200);
    const moved = await call('PUT', `/api/management/scales/${moving!.id}`, {
      token: owner,
      payload: { shop_id: sisterShopId },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await deviceState(credential)).status).toBe(401);
    const ids = (await config(bridgeToken)).body.data.scales.map((s: { scale_id: number }) => s.scale_id);
    expect(ids).not.toContain(moving!.id);
  });
});

describe('POST /api/bridges/scales', () => {
  const add = (payload: unknown, bearer = bridgeToken, lang: Lang = 'en') =>
    call('POST', '/api/bridges/scales', { bearer, payload, lang });

  it('creates a found scale in the bridge’s shop, recorded as done by the person who paired it', async () => {
    const { status, body } = await add({ lan_host: '192.168.1.31', name: '找到的秤' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      name: '找到的秤',
      model_code: 'TM-Aa',
      lan_host: '192.168.1.31',
      lan_port: 4001,
      scale_uuid: null,
    });
    const id = body.data.scale_id as number;
    expect(body.data.credential).toBe(`bs_${id}_${bridgeToken}`);
    const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, id));
    expect(row).toMatchObject({ shopId, companyId, lanHost: '192.168.1.31' });
    expect((await deviceState(body.data.credential)).status).toBe(200);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'scale.create'), eq(auditLogs.targetId, id)));
    expect(audit).toMatchObject({ actorUserId: ownerId, companyId });
    // The console sees it in the shop, with its address.
    const shop = await call('GET', `/api/management/shops/${shopId}`, { token: owner });
    expect(shop.body.data.scales).toContainEqual(
      expect.objectContaining({ id, lan_host: '192.168.1.31', lan_port: 4001 }),
    );
  });

  it('an address a scale of the shop already uses is refused (409) in both languages; another shop may use it', async () => {
    const en = await add({ lan_host: '192.168.1.20', name: 'again' });
    expect(en.status).toBe(409);
    expect(en.body.data.dahua_error).toBe('ERCO000807');
    expect(en.body.msg).toContain('“称重台” of this shop already uses the address 192.168.1.20:4001');
    const ch = await add({ lan_host: '192.168.1.20', lan_port: 4001, name: 'again' }, bridgeToken, 'ch');
    expect(ch.status).toBe(409);
    expect(ch.body.msg).toContain('本店已有电子秤「称重台」使用地址 192.168.1.20:4001');
    // The foreign shop holds 192.168.1.20 too: its bridge adds there, never into this shop.
    const elsewhere = await add({ lan_host: '192.168.1.21', name: '别家新秤' }, foreignToken);
    expect(elsewhere.status).toBe(200);
    const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, elsewhere.body.data.scale_id));
    expect(row!.shopId).toBe(foreignShopId);
    expect((await deviceState(`bs_${row!.id}_${bridgeToken}`)).status).toBe(401);
  });

  it('two bridges adding one address at once: one scale, the other refused, no 500', async () => {
    const answers = await Promise.all([
      add({ lan_host: '10.20.30.40', name: 'race 1' }),
      add({ lan_host: '10.20.30.40', name: 'race 2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(scales).where(eq(scales.lanHost, '10.20.30.40'));
    expect(rows).toHaveLength(1);
  });

  it('bad input gets field messages in the caller’s language', async () => {
    const cases: [unknown, string, string, string][] = [
      [{ lan_host: '192.168.1.300', name: 'x' }, 'lan_host', 'IPv4', 'IPv4'],
      [{ lan_host: 'scale one', name: 'x' }, 'lan_host', 'IPv4', 'IPv4'],
      [{ lan_host: '', name: 'x' }, 'lan_host', 'IPv4', 'IPv4'],
      [{ lan_host: '192.168.1.40', lan_port: 70000, name: 'x' }, 'lan_port', '1 to 65535', '1–65535'],
      [{ lan_host: '192.168.1.40', model_code: 'NOPE', name: 'x' }, 'model_code', '', ''],
    ];
    for (const [payload, field, en, ch] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['ch', ch],
      ] as const) {
        const { status, body } = await add(payload, bridgeToken, lang);
        expect(status, JSON.stringify(payload)).toBe(400);
        const message = body.data.fields.find((f: { field: string }) => f.field === field)?.message;
        expect(message, `${lang} ${JSON.stringify(body)}`).toBeDefined();
        expect(message).toContain(text);
      }
    }
    const ch = await add({ lan_host: 'a b', name: 'x' }, bridgeToken, 'ch');
    expect(ch.body.data.fields[0].message).toContain('地址应为 IPv4 地址');
  });
});

describe('downloads', () => {
  it('lists the newest published version (by number), each file with its address; none when nothing is', async () => {
    const none = await call('GET', '/api/bridges/downloads', { token: clerk });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);

    writeVersion('0.9.0', { 'dahua-bridge-0.9.0-linux-x64': 'old linux' });
    writeVersion('0.10.0', {
      'dahua-bridge-0.10.0-linux-x64': 'ELF new linux build',
      'dahua-bridge-0.10.0-win-x64.exe': 'MZ new windows build',
    });
    writeVersion('1.0.0', { 'dahua-bridge-1.0.0-linux-x64': 'no manifest' }, false);
    mkdirSync(path.join(downloadsDir, '2.0.0'), { recursive: true });
    writeFileSync(path.join(downloadsDir, '2.0.0', 'manifest.json'), '{not json');
    await new Promise((resolve) => setTimeout(resolve, 3100)); // past the scan cache

    const { status, body } = await call('GET', '/api/bridges/downloads', { token: clerk });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        platform: 'linux-x64',
        version: '0.10.0',
        file_name: 'dahua-bridge-0.10.0-linux-x64',
        // As served here: the file, then this server's address (the bridge pairs with it).
        size: 19 + serverTrailer(ORIGIN).length,
        sha256: createHash('sha256')
          .update('ELF new linux build')
          .update(serverTrailer(ORIGIN))
          .digest('hex'),
        url: '/downloads/bridge/0.10.0/dahua-bridge-0.10.0-linux-x64',
      },
      expect.objectContaining({ platform: 'win-x64', file_name: 'dahua-bridge-0.10.0-win-x64.exe' }),
    ]);
    expect((await call('GET', '/api/bridges/downloads')).status).toBe(401);

    // The bridge learns it; the console shows the bridge (0.2.0) has an update.
    expect((await config(bridgeToken)).body.data.latest_version).toBe('0.10.0');
    const list = await call('GET', `/api/management/shops/${shopId}/bridges`, { token: owner });
    expect(list.body.data[0]).toMatchObject({ version: '0.2.0', update_available: true });
  });

  it('serves a listed file publicly, byte for byte and followed by the address it was asked at, as an attachment', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/downloads/bridge/0.10.0/dahua-bridge-0.10.0-win-x64.exe',
    });
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 20).toString()).toBe('MZ new windows build');
    expect(serverOfTrailer(bytes)).toBe(ORIGIN);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-length']).toBe(String(20 + serverTrailer(ORIGIN).length));
    expect(response.headers['cache-control']).toContain('private');
    const listed = await call('GET', '/api/bridges/downloads', { token: clerk });
    const windows = listed.body.data.find((entry: { platform: string }) => entry.platform === 'win-x64');
    expect(windows.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    // Asked at another address (a shop reaching the platform by its public name), it carries that one.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/downloads/bridge/0.10.0/dahua-bridge-0.10.0-win-x64.exe',
      headers: { host: 'scales.example.com:8443' },
    });
    expect(serverOfTrailer(elsewhere.rawPayload)).toBe('http://scales.example.com:8443');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="dahua-bridge-0.10.0-win-x64.exe"',
    );
    const older = await t.app.inject({
      method: 'GET',
      url: '/downloads/bridge/0.9.0/dahua-bridge-0.9.0-linux-x64',
    });
    expect(older.rawPayload.subarray(0, 9).toString()).toBe('old linux');
  });

  it('a file that no longer matches its manifest is neither listed nor served', async () => {
    writeVersion('0.11.0', { 'dahua-bridge-0.11.0-linux-x64': 'the published build' });
    writeFileSync(path.join(downloadsDir, '0.11.0', 'dahua-bridge-0.11.0-linux-x64'), 'swapped on disk!!!!');
    await new Promise((resolve) => setTimeout(resolve, 3100)); // past the scan cache
    const listed = await call('GET', '/api/bridges/downloads', { token: clerk });
    expect(listed.body.data).toEqual([]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/downloads/bridge/0.11.0/dahua-bridge-0.11.0-linux-x64',
    });
    expect(response.statusCode).toBe(404);
    rmSync(path.join(downloadsDir, '0.11.0'), { recursive: true, force: true });
  });

  it('refuses traversal, unknown versions and files the manifest does not name (404)', async () => {
    writeFileSync(path.join(downloadsDir, '0.10.0', 'secret.txt'), 'not for download');
    writeFileSync(path.join(downloadsDir, 'top-secret'), 'outside any version');
    for (const url of [
      '/downloads/bridge/0.10.0/secret.txt',
      '/downloads/bridge/0.10.0/manifest.json',
      '/downloads/bridge/1.0.0/dahua-bridge-1.0.0-linux-x64',
      '/downloads/bridge/9.9.9/dahua-bridge-0.10.0-linux-x64',
      '/downloads/bridge/0.10.0/..%2F..%2Ftop-secret',
      '/downloads/bridge/..%2F0.10.0/dahua-bridge-0.10.0-linux-x64',
      '/downloads/bridge/0.10.0/../../top-secret',
      '/downloads/bridge/../top-secret',
      '/downloads/bridge/0.10.0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for download');
      expect(response.body, url).not.toContain('outside any version');
    }
  });
});

describe('unpairing', () => {
  it('stops the config and every bridge-scoped credential at once; a clerk cannot unpair', async () => {
    const credential = `bs_${scaleLan}_${bridgeToken}`;
    expect((await deviceState(credential)).status).toBe(200);
    expect((await call('DELETE', `/api/management/bridges/${bridgeId}`, { token: clerk })).status).toBe(403);
    expect((await call('DELETE', `/api/management/bridges/${bridgeId}`, { token: owner })).status).toBe(200);
    expect((await config(bridgeToken)).status).toBe(401);
    expect((await deviceState(credential)).status).toBe(401);
    expect(
      (
        await call('POST', '/api/bridges/scales', {
          bearer: bridgeToken,
          payload: { lan_host: '1.2.3.4', name: 'x' },
        })
      ).status,
    ).toBe(401);
  });

  it('a bridge unpaired while it waits for its config is refused within the next re-check', async () => {
    const { bridge_token: token, bridge_id: id } = await pairShop(shopId, owner, '再配对');
    const version = (await config(token)).body.data.config_version as string;
    const waiting = config(token, `?since=${version}&wait=20`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const at = Date.now();
    expect((await call('DELETE', `/api/management/bridges/${id}`, { token: owner })).status).toBe(200);
    const answer = await waiting;
    expect(answer.status).toBe(401);
    expect(Date.now() - at).toBeLessThan(2000);
  });
});

describe('closing the server', () => {
  it('ends a waiting config request at once', async () => {
    const other = await createTestApp({ BRIDGE_DOWNLOADS_DIR: downloadsDir });
    const user = await buildUser(other.ctx);
    const company = await buildCompanyWith(other.ctx, user.id);
    const [shop] = await other.ctx.db.insert(shops).values({ companyId: company.id, name: '店' }).returning();
    const session = await signIn(other.app, user.username!, user.password);
    const code = await other.app.inject({
      method: 'POST',
      url: `/api/management/shops/${shop!.id}/bridge-code`,
      headers: tokenHeader(session),
    });
    const paired = await other.app.inject({
      method: 'POST',
      url: '/api/bridges/pair',
      payload: { code: code.json().data.code },
    });
    const headers = { authorization: `Bearer ${paired.json().data.bridge_token}` };
    const first = await other.app.inject({ method: 'GET', url: '/api/bridges/config', headers });
    const version = first.json().data.config_version as string;
    const waiting = other.app.inject({
      method: 'GET',
      url: `/api/bridges/config?since=${version}&wait=30`,
      headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const at = Date.now();
    const closing = other.close();
    const answer = await waiting;
    await closing;
    expect(Date.now() - at).toBeLessThan(3000);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.config_version).toBe(version);
  });
});
