/**
 * The fuzz tier (issue 11 §6): every operation of the OpenAPI document (so a route added later is
 * fuzzed without touching this file) gets generated bad inputs (test/fuzz-inputs.ts: fast-check,
 * fixed seed) from four callers: anonymous, a company clerk, the company's owner and a super
 * administrator. No answer may be a 5xx, leave the envelope or show a stack trace.
 *
 * Path ids and id fields name real rows of the owner's company (as in the isolation sweep), so
 * the inputs reach the services and the database, not only the "not found" answer. The full
 * sample runs on PostgreSQL; the PGlite pass of `npm test` runs a quicker one.
 *
 * What keeps the run meaningful after successful writes:
 * - user ids in paths and bodies name a victim member and a victim administrator, never one of
 *   the four callers, so no caller is disabled, demoted, removed or has its password reset;
 * - operations that remove or disable things run after all the others, and signing out last;
 * - a caller whose session ends (logout, or anything else: then it is reported) signs in again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  companyInvitations,
  companyMembers,
  goods,
  notices,
  scales,
  shops,
} from '../db/schema/index.js';
import { ERRORS } from '../errors/app-error.js';
import { createNotice } from '../modules/notices/service.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import {
  type Adjustments,
  type FuzzContext,
  fileSamples,
  type JsonSchema,
  type Operation,
  variantsOf,
  vocabularyOf,
} from '../test/fuzz-inputs.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { startWechatStandIn } from '../test/wechat-stand-in.js';

const onPostgres = process.env.TEST_ENGINE === 'postgres';
const DEPTH: FuzzContext['depth'] = onPostgres ? 'full' : 'quick';
const SAMPLES = onPostgres ? 8 : 1;
const SEED = 20261122;
const STACK_TRACE = /\bat .+\(.+:\d+:\d+\)|node_modules|\/work\/|\.[cm]?[jt]s:\d+:\d+/;
/** Answers that mean the database, not validation, refused the input (the net in lib/pg-errors.ts). */
const DATABASE_NET = new Map<string, string>(
  (['VALUE_NOT_ACCEPTED', 'STILL_IN_USE', 'BUSY'] as const).map((key) => [ERRORS[key].id, key]),
);

type Caller = { name: string; login?: { username: string; password: string }; token?: string };

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startWechatStandIn>>;
const callers: Caller[] = [{ name: 'anonymous' }];
/** The fixture rows, by the path segment (or field) that names them. */
const f = {
  company: 0,
  shop: 0,
  scale: 0,
  otherScale: 0,
  goods: 0,
  notice: 0,
  announcement: 0,
  invitation: 0,
  victim: 0,
  victimAdmin: 0,
};

async function signInAgain(caller: Caller): Promise<boolean> {
  if (!caller.login) return true;
  try {
    caller.token = await signIn(t.app, caller.login.username, caller.login.password);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  // WeChat configured (a local stand-in), so its routes judge the input, not "not configured".
  wechat = await startWechatStandIn({
    web: { appid: 'wx-web', secret: 's1' },
    mp: { appid: 'wx-mp', secret: 's2' },
  });
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
    WECHAT_API_BASE: wechat.base,
    WECHAT_WEB_APPID: 'wx-web',
    WECHAT_WEB_SECRET: 's1',
    WECHAT_MP_APPID: 'wx-mp',
    WECHAT_MP_SECRET: 's2',
    WECHAT_MINI_APPID: 'wx-mini',
    WECHAT_MINI_SECRET: 's3',
  });
  const owner = await buildUser(t.ctx, { phone: '13855550001' });
  const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const clerk = await buildUser(t.ctx, { phone: '13855550002' });
  const victim = await buildUser(t.ctx, { phone: '13855550004' });
  await t.ctx.db.insert(companyMembers).values([
    { companyId: company.id, userId: clerk.id, joinType: 'USER' },
    { companyId: company.id, userId: victim.id, joinType: 'USER' },
  ]);
  const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN', phone: '13855550003' });
  const victimAdmin = await buildUser(t.ctx, { role: 'ADMIN', phone: '13855550005' });
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '模糊店' }).returning();
  const [scale, otherScale] = await t.ctx.db
    .insert(scales)
    .values([
      { companyId: company.id, shopId: shop!.id, scaleName: '模糊秤', scaleUuid: 'fuzz-scale-0001' },
      { companyId: company.id, shopId: shop!.id, scaleName: '模糊秤二', scaleUuid: 'fuzz-scale-0002' },
    ])
    .returning();
  const [item] = await t.ctx.db
    .insert(goods)
    .values({ companyId: company.id, pluNumber: 1, itemCode: '1234567', name: '模糊商品', unitPriceFen: 999 })
    .returning();
  const [announcement] = await t.ctx.db
    .insert(announcements)
    .values({ title: '模糊公告', content: '内容', createdBy: admin.id })
    .returning();
  const [invitation] = await t.ctx.db
    .insert(companyInvitations)
    .values({
      companyId: company.id,
      phoneNumber: '13855550009',
      joinType: 'USER',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await createNotice(t.ctx, { userId: owner.id }, { type: 'notification', title: '模糊通知' });
  const [notice] = await t.ctx.db.select().from(notices).where(eq(notices.userId, owner.id));
  Object.assign(f, {
    company: company.id,
    shop: shop!.id,
    scale: scale!.id,
    otherScale: otherScale!.id,
    goods: item!.id,
    notice: notice!.id,
    announcement: announcement!.id,
    invitation: invitation!.id,
    victim: victim.id,
    victimAdmin: victimAdmin.id,
  });
  for (const [name, user] of [
    ['clerk', clerk],
    ['owner', owner],
    ['administrator', admin],
  ] as const) {
    callers.push({ name, login: { username: user.username!, password: user.password } });
  }
  for (const caller of callers) expect(await signInAgain(caller)).toBe(true);
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

/** The fixture a path parameter names, judged by its name and the path segment before it. */
function pathId(path: string, param: string): number | undefined {
  if (/^shop/i.test(param)) return f.shop;
  if (/^user/i.test(param)) return f.victim;
  if (/^invitation/i.test(param)) return f.invitation;
  const segment = path.split(`{${param}}`)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  const bySegment: Record<string, number> = {
    shops: f.shop,
    scales: f.scale,
    goods: f.goods,
    notices: f.notice,
    members: f.victim,
    admins: f.victimAdmin,
    companies: f.company,
    announcements: f.announcement,
    invitations: f.invitation,
  };
  return bySegment[segment];
}

/** A field or parameter that names a fixture (ids aimed at the owner's company, never a caller). */
function hint(name: string, schema: JsonSchema | undefined, path: string): unknown {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  const numeric = type === 'integer' || type === 'number' || /\[0-9\]|\\d/.test(schema?.pattern ?? '');
  if (path.includes(`{${name}}`)) return numeric ? pathId(path, name) : undefined;
  const ids: Record<string, number | number[]> = {
    company_id: f.company,
    shop_id: f.shop,
    scale_id: f.scale,
    user_id: f.victim,
    good_id: f.goods,
    good_ids: [f.goods],
    target_scale_ids: [f.otherScale],
  };
  const id = ids[name];
  if (id === undefined) return undefined;
  // A query parameter is text: its pattern takes the digits.
  return type === 'string' ? String(id) : id;
}

type Response = { statusCode: number; headers: Record<string, unknown>; body: string };

function problemOf(response: Response): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (STACK_TRACE.test(response.body)) return 'stack trace';
  const type = String(response.headers['content-type'] ?? '');
  // File downloads and stored files answer their own type, on success only.
  if (!type.includes('json'))
    return response.statusCode < 300 ? null : `not the envelope (${type || 'no type'})`;
  let body: { code?: unknown; msg?: unknown; data?: { dahua_error?: unknown } | null };
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'invalid JSON';
  }
  if (body.code !== 0 && body.code !== 1) return 'no envelope code';
  if (typeof body.msg !== 'string') return 'no envelope msg';
  if (body.code === 0 && typeof body.data?.dahua_error !== 'string') return 'failure without dahua_error';
  if ((body.code === 1) !== response.statusCode < 400)
    return `code ${body.code} with status ${response.statusCode}`;
  return null;
}

/** The part of the request a bad input is in, for the anonymous probes; none for headers. */
function anonymousPartOf(variant: { kind: string; url: string; headers?: object }, plausibleUrl: string) {
  if (variant.kind === 'plausible' || variant.headers) return null;
  if (variant.url === plausibleUrl) return 'body';
  return variant.kind.startsWith('path ') ? 'path' : 'query';
}

/** Sign-out last; before it, whatever removes or disables what later operations use. */
function orderOf(method: string, path: string): number {
  if (path.endsWith('/logout')) return 3;
  if (/\/(disable|enable)$/.test(path)) return 2;
  if (method === 'DELETE' || /\/(withdraw|decline|accept)$/.test(path)) return 1;
  return 0;
}

/**
 * The variants of an operation, once its plausible request passes validation where it can: the
 * administrator sends it, and optional fields the answer names are left out (or optional query
 * parameters it names put in), up to a few rounds. Later routes need no hints in this file.
 */
async function adjustedVariants(method: string, path: string, op: Operation, context: FuzzContext) {
  const adjust: Adjustments = { omit: new Set(), include: new Set() };
  const admin = callers.find((c) => c.name === 'administrator')!;
  const queryNames = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (let round = 0; round < 4 && !path.endsWith('/logout'); round++) {
    const [plausibleRequest] = variantsOf(method, path, op, context, adjust);
    const response = await t.app.inject({
      method: method as 'GET',
      url: plausibleRequest!.url,
      headers: {
        ...tokenHeader(admin.token!),
        ...(plausibleRequest!.body ? { 'content-type': plausibleRequest!.body.contentType } : {}),
      },
      payload: plausibleRequest!.body?.payload,
    });
    let body: { data?: { dahua_error?: string; fields?: { field: string }[] } } | null = null;
    try {
      body = JSON.parse(response.body);
    } catch {
      break;
    }
    if (body?.data?.dahua_error !== ERRORS.VALIDATION.id) break;
    const before = adjust.omit.size + adjust.include.size;
    for (const { field } of body.data.fields ?? []) {
      const name = field.split('.')[0]!;
      if (queryNames.has(name) && !plausibleRequest!.url.includes(`${name}=`)) adjust.include.add(name);
      else adjust.omit.add(name);
    }
    if (adjust.omit.size + adjust.include.size === before) break;
  }
  return variantsOf(method, path, op, context, adjust);
}

describe('fuzz tier', () => {
  it('answers every bad input of every operation with an envelope and no 5xx, for every kind of caller', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
      )
      .sort((x, y) => orderOf(x.method, x.path) - orderOf(y.method, y.path));
    expect(operations.length).toBeGreaterThan(80);
    const context: FuzzContext = {
      seed: SEED,
      samples: SAMPLES,
      depth: DEPTH,
      hint,
      files: await fileSamples(SEED, SAMPLES, vocabularyOf(doc.paths), DEPTH),
    };

    /** `METHOD path · kind` → the statuses, callers and problem, deduplicated. */
    const failures = new Map<string, { problem: string; statuses: Set<number>; callers: Set<string> }>();
    const netRefusals = new Map<string, Set<string>>();
    const statusesOf = new Map<string, Map<number, number>>();
    const lostSessions: string[] = [];
    /** Operations whose plausible request some signed-in caller got past validation with. */
    const reached = new Set<string>();
    const validationId = ERRORS.VALIDATION.id;
    let requests = 0;
    let slowest = { ms: 0, what: '' };
    const started = Date.now();

    for (const { path, method, op } of operations) {
      const variants = await adjustedVariants(method, path, op, context);
      const where = `${method} ${path}`;
      const plausibleUrl = variants[0]!.url;
      for (const caller of callers) {
        let sessionEnded = false;
        // Without a session, a bad path, query or body tests something of its own only if that
        // part is read before the session is checked. The first bad input of each part probes it:
        // when it is refused as "no session", the rest of that part is not sent anonymously. The
        // signed-in callers send all of it through the same router and parsers (what reads a URL
        // before the session check reads theirs too). Header variants are always sent.
        const refusedUnread = new Set<string>();
        for (const variant of variants) {
          if (variant.anonymousOnly && caller.token) continue;
          const part = anonymousPartOf(variant, plausibleUrl);
          if (!caller.token && part && refusedUnread.has(part)) continue;
          const headers: Record<string, string> = {
            lang: 'en',
            ...(caller.token ? tokenHeader(caller.token) : {}),
            ...variant.headers,
          };
          if (variant.body) headers['content-type'] = variant.body.contentType;
          const sent = Date.now();
          const response = await t.app.inject({
            method: method as 'GET',
            url: variant.url,
            headers,
            payload: variant.body?.payload,
          });
          const ms = Date.now() - sent;
          if (ms > slowest.ms) slowest = { ms, what: `${where} · ${variant.kind} · ${caller.name}` };
          requests++;
          const byStatus = statusesOf.get(caller.name) ?? new Map<number, number>();
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
          statusesOf.set(caller.name, byStatus);

          const problem = problemOf(response);
          const key = `${where} · ${variant.kind}`;
          if (problem) {
            const entry = failures.get(key) ?? { problem, statuses: new Set(), callers: new Set() };
            entry.statuses.add(response.statusCode);
            entry.callers.add(caller.name);
            failures.set(key, entry);
          }
          const errorId = /"dahua_error":"(ERCO\d+)"/.exec(response.body)?.[1];
          if (errorId && DATABASE_NET.has(errorId)) {
            const seen = netRefusals.get(key) ?? new Set();
            netRefusals.set(key, seen.add(`${DATABASE_NET.get(errorId)} ${caller.name}`));
          }
          if (variant.kind === 'plausible' && caller.token && errorId !== validationId) reached.add(where);
          if (caller.token && !variant.headers?.authorization && errorId === ERRORS.SESSION_INVALID.id)
            sessionEnded = true;
          if (!caller.token && part && errorId === ERRORS.SESSION_INVALID.id) refusedUnread.add(part);
        }
        // A request that ended the caller's session must not blind the rest of the run.
        if (sessionEnded) {
          if (!path.endsWith('/logout')) lostSessions.push(`${caller.name} after ${where}`);
          if (!(await signInAgain(caller))) lostSessions.push(`${caller.name} cannot sign in again`);
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statusesOf]
      .map(
        ([name, counts]) =>
          `${name} ${[...counts]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
      )
      .join('; ');
    const withInputs = operations.filter(({ op }) => op.parameters?.length || op.requestBody);
    const shallow = withInputs.filter(({ method, path }) => !reached.has(`${method} ${path}`));
    console.log(
      [
        `fuzz tier (${process.env.TEST_ENGINE ?? 'pglite'}, ${DEPTH}, seed ${SEED}): ${requests} requests over ${operations.length} operations in ${seconds} s`,
        `statuses: ${histogram}`,
        `slowest: ${slowest.ms} ms (${slowest.what})`,
        `plausible request past validation for ${withInputs.length - shallow.length}/${withInputs.length} operations with inputs` +
          (shallow.length
            ? `; not for: ${shallow.map(({ method, path }) => `${method} ${path}`).join(', ')}`
            : ''),
        `refused by the database rather than by validation (${netRefusals.size}):`,
        ...[...netRefusals].map(([key, seen]) => `  ${key} → ${[...seen].join(', ')}`),
      ].join('\n'),
    );

    // One list, so that a run shows every problem at once: `METHOD path status kind (problem) callers`,
    // and the sanity of the run itself (callers stayed signed in, inputs reached past validation).
    expect([
      ...[...failures].map(
        ([key, { problem, statuses, callers: who }]) =>
          `${key.replace(' · ', ` ${[...statuses].join('/')} `)} (${problem}) ${[...who].join(',')}`,
      ),
      ...lostSessions.map((lost) => `session lost: ${lost}`),
      ...(shallow.length >= withInputs.length / 4
        ? [`too shallow: ${shallow.length}/${withInputs.length} plausible requests refused by validation`]
        : []),
    ]).toEqual([]);
  }, 900_000);
});
