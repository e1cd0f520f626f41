import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  type CompanyRole,
  companyMembers,
  paymentSettings,
  payments,
  shops,
  type UserRole,
} from '../db/schema/index.js';
import { type AlipayStandIn, startAlipayStandIn } from './alipay-stand-in.js';
import { buildCompanyWith, buildUser, loginRequest } from './factories.js';
import { createTestApp, type TestApp, tokenHeader } from './harness.js';
import { type Delivery, startWechatPayStandIn, type WechatPayStandIn } from './wechatpay-stand-in.js';

/*
 * The money flow's tests (settings, orders, refunds) against the local WeChat Pay and Alipay stand-ins:
 * the app configured with both providers, the stand-ins' notifications delivered into the app.
 */

export const keyFile = (name: string) => fileURLToPath(new URL(`./payment-keys/${name}`, import.meta.url));
export const pem = (name: string) => readFileSync(keyFile(name), 'utf8');

export const ORIGIN = 'https://pay.example.com';
export const WECHAT = {
  spMchid: '1900000100',
  spAppid: 'wx8888888888888888',
  mpSecret: 'mp-secret',
  apiV3Key: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  certSerial: '3775B6A45ACD588826D15E583A95F5DD2C4A1C2F',
  platformSerial: 'PUB_KEY_ID_0119000001002025112700000000000001',
  /** Bound to the maker's service-provider merchant at the stand-in. */
  subs: ['1900000109', '1900000110', '1900000111', '1900000112', '1900000113', '1900000114'],
  /** Not bound to the maker. */
  foreignSub: '1900009999',
} as const;
export const ALIPAY = {
  appId: '2021004100000001',
  tokens: {
    '202611BBe0b2a5f1c2d34e7c9a0b1c2d3e4f5A01': '2088621000000001',
    '202611BB00000000000000000000000000000B02': '2088621000000002',
  } as Record<string, string>,
};
export const ALIPAY_TOKEN = Object.keys(ALIPAY.tokens)[0]!;
export const ALIPAY_TOKEN_2 = Object.keys(ALIPAY.tokens)[1]!;

export type Flow = {
  t: TestApp;
  wechat: WechatPayStandIn;
  alipay: AlipayStandIn;
  /** While true the WeChat stand-in's notifications are held back (not delivered); pay() still marks paid. */
  hold: { wechat: boolean };
  close(): Promise<void>;
};

/** Both stand-ins and an app configured with them; WeChat's notifications reach the app through inject. */
export async function startFlow(extraEnv: Record<string, string> = {}): Promise<Flow> {
  let app: TestApp | null = null;
  const hold = { wechat: false };
  const wechat = await startWechatPayStandIn({
    spMchid: WECHAT.spMchid,
    spAppid: WECHAT.spAppid,
    apiV3Key: WECHAT.apiV3Key,
    certSerial: WECHAT.certSerial,
    merchantPublicKeyPem: pem('wechatpay-merchant.pub.pem'),
    platformPrivateKeyPem: pem('wechatpay-platform.key.pem'),
    platformSerial: WECHAT.platformSerial,
    subMchids: [...WECHAT.subs],
    mpSecret: WECHAT.mpSecret,
    deliver: async (url, headers, body): Promise<Delivery> => {
      if (hold.wechat || !app) return { status: 0, body: 'held' };
      const response = await app.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers,
        payload: body,
      });
      return { status: response.statusCode, body: response.body };
    },
  });
  const alipay = await startAlipayStandIn({
    appId: ALIPAY.appId,
    appPublicKeyPem: pem('alipay-app.pub.pem'),
    gatewayPrivateKeyPem: pem('alipay-gateway.key.pem'),
    merchants: ALIPAY.tokens,
  });
  app = await createTestApp({
    PUBLIC_ORIGIN: ORIGIN,
    WECHAT_API_BASE: wechat.base,
    WECHAT_OAUTH_BASE: wechat.base,
    WECHAT_MP_APPID: WECHAT.spAppid,
    WECHAT_MP_SECRET: WECHAT.mpSecret,
    WECHATPAY_API_BASE: wechat.base,
    WECHATPAY_SP_MCHID: WECHAT.spMchid,
    WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
    WECHATPAY_CERT_SERIAL: WECHAT.certSerial,
    WECHATPAY_PRIVATE_KEY_FILE: keyFile('wechatpay-merchant.key.pem'),
    WECHATPAY_PLATFORM_SERIAL: WECHAT.platformSerial,
    WECHATPAY_PLATFORM_KEY_FILE: keyFile('wechatpay-platform.pub.pem'),
    ALIPAY_GATEWAY: alipay.gateway,
    ALIPAY_APP_ID: ALIPAY.appId,
    ALIPAY_PRIVATE_KEY_FILE: keyFile('alipay-app.key.pem'),
    ALIPAY_PUBLIC_KEY_FILE: keyFile('alipay-gateway.pub.pem'),
    ...extraEnv,
  });
  const t = app;
  return {
    t,
    wechat,
    alipay,
    hold,
    close: async () => {
      await t.close();
      await wechat.close();
      await alipay.close();
    },
  };
}

/**
 * A test file's flow: started before its tests, closed after them, and before each test the stand-ins
 * and the app as they start (no outage, notifications delivered, Alipay's answers honest and its refunds
 * made, WeChat's refunds answered `refundStatus`, the app's clock the real one), so no test inherits
 * another's switches. Read its fields inside tests and hooks only.
 */
export function useFlow(options: { refundStatus?: 'SUCCESS' | 'PROCESSING' } = {}): Flow {
  let current: Flow | null = null;
  const now = (): Flow => {
    if (!current) throw new Error('the flow starts in beforeAll: read it inside a test or a hook');
    return current;
  };
  beforeAll(async () => {
    current = await startFlow();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    const flow = now();
    flow.hold.wechat = false;
    flow.wechat.state.outage = false;
    flow.wechat.state.refundStatus = options.refundStatus ?? 'SUCCESS';
    flow.alipay.corruptAnswerSignatures(false);
    flow.alipay.refuseRefunds(null);
    flow.t.ctx.clock = () => new Date();
  });
  return {
    get t() {
      return now().t;
    },
    get wechat() {
      return now().wechat;
    },
    get alipay() {
      return now().alipay;
    },
    get hold() {
      return now().hold;
    },
    close: () => now().close(),
  };
}

/**
 * Client addresses 10.<second>.x.y, one per call: a file's own range keeps the per-address limits out
 * of the way (but for the tests of them).
 */
export function addresses(second: number): () => string {
  let seq = 0;
  return () => {
    seq += 1;
    return `10.${second}.${Math.floor(seq / 250)}.${seq % 250}`;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API shapes them
export type Answer = { status: number; body: { code: number; msg: string; data: any } };

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
  options: { ip?: string; lang?: string; userAgent?: string } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? tokenHeader(token) : {}),
      lang: options.lang ?? 'en',
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    ...(payload ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The answer's data, or a thrown error naming what came instead. */
export async function data(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
  options: { ip?: string } = {},
) {
  const answer = await call(t, method, url, token, payload, options);
  if (answer.body.code !== 1)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

let signIns = 0;
/** Signs in from an address of its own: the per-address sign-in limit is not what these tests are about. */
async function signIn(app: TestApp['app'], identifier: string, password: string): Promise<string> {
  signIns += 1;
  const ip = `10.99.${Math.floor(signIns / 250)}.${signIns % 250}`;
  const body = (await loginRequest(app, identifier, password, ip)).json();
  if (body.code !== 1) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

export async function person(t: TestApp, role: UserRole = 'USER') {
  const user = await buildUser(t.ctx, { role });
  return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
}

/** A company with its owner, a manager and a staff member (signed in), and a shop. */
export async function company(t: TestApp, shopName = '东门菜场 3号摊') {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({ companyId: row.id, name: shopName, imgUrl: 'https://img.example.com/logo.png' })
    .returning();
  return {
    id: row.id,
    shopId: shop!.id,
    owner: await signIn(t.app, owner.username!, owner.password),
    manager: await join('MANAGER'),
    staff: await join('USER'),
  };
}

let subIndex = 0;
/** A company whose shop takes payments: WeChat bound (a fresh sub-merchant), Alipay bound, enabled. */
export async function payingShop(t: TestApp, options: { alipayToken?: string } = {}) {
  const c = await company(t);
  const sub = WECHAT.subs[subIndex++ % WECHAT.subs.length]!;
  const saved = await data(t, 'PUT', `/api/management/shops/${c.shopId}/payment_settings`, c.owner, {
    wechat_sub_mchid: sub,
    alipay_app_auth_token: options.alipayToken ?? ALIPAY_TOKEN,
    enabled: true,
  });
  return { ...c, sub, code: saved.payment_code as string };
}

let visitSeq = 0;
export const newVisit = () => `visit-${process.pid}-${Date.now()}-${++visitSeq}`.slice(0, 64);

export async function paymentRow(t: TestApp, orderNo: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return row!;
}

export async function settingsRow(t: TestApp, shopId: number) {
  const [row] = await t.ctx.db.select().from(paymentSettings).where(eq(paymentSettings.shopId, shopId));
  return row;
}

/** A shop (payingShop's, or `shop`) and a WeChat payment of it, paid: its notification delivered into the app. */
export async function paidWechat(
  flow: Flow,
  amount: number,
  options: { ip: string; payer: string; shop?: Awaited<ReturnType<typeof payingShop>> },
) {
  const shop = options.shop ?? (await payingShop(flow.t));
  const order = await data(
    flow.t,
    'POST',
    '/api/external/payments',
    null,
    {
      code: shop.code,
      amount_fen: amount,
      channel: 'wechat',
      visit: newVisit(),
      wechat_code: flow.wechat.issueCode(options.payer),
    },
    { ip: options.ip },
  );
  expect((await flow.wechat.pay(order.order_no)).status).toBe(200);
  const row = await paymentRow(flow.t, order.order_no);
  expect(row.status).toBe('paid');
  return { shop, id: row.id, orderNo: order.order_no as string };
}
