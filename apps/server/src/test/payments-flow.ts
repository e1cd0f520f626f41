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
import {
  ALIPAY_TOKEN,
  alipayStandInAccount,
  paymentServerEnv,
  WECHAT,
  wechatPayStandInAccount,
} from './payment-accounts.js';
import { type Delivery, startWechatPayStandIn, type WechatPayStandIn } from './wechatpay-stand-in.js';

/*
 * The money flow's tests (settings, orders, refunds) against the local WeChat Pay and Alipay stand-ins:
 * the app configured with both providers, the stand-ins' notifications delivered into the app.
 */

export { ALIPAY, ALIPAY_TOKEN, ALIPAY_TOKEN_2, keyFile, pem, WECHAT } from './payment-accounts.js';

export const ORIGIN = 'https://pay.example.com';

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
    ...wechatPayStandInAccount(),
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
  const alipay = await startAlipayStandIn(alipayStandInAccount());
  app = await createTestApp({
    PUBLIC_ORIGIN: ORIGIN,
    ...paymentServerEnv(wechat.base, alipay.gateway),
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
