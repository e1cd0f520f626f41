/**
 * The fuzz tier (issue 11 §6): every operation of the OpenAPI document (so a route added later is
 * fuzzed without touching this file) gets generated bad inputs (test/fuzz-inputs.ts) from four
 * callers: anonymous, a company clerk, its owner and a super administrator. No answer may be a
 * 5xx, leave the envelope, or show a stack trace. The full run is on PostgreSQL; the PGlite pass
 * of `npm test` samples fewer values per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { type Operation, type Variant, variantsOf } from '../test/fuzz-inputs.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { startWechatStandIn } from '../test/wechat-stand-in.js';

const onPostgres = process.env.TEST_ENGINE === 'postgres';
const SAMPLES_PER_FIELD = onPostgres ? 6 : 2;
const SEED = 20261122;
const STACK_TRACE = /\bat .+\(.+:\d+:\d+\)|node_modules|\/work\/|\.ts:\d+/;

type Caller = { name: string; login?: { username: string; password: string }; token?: string };

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startWechatStandIn>>;
const callers: Caller[] = [{ name: 'anonymous' }];

async function signInAgain(caller: Caller) {
  if (caller.login) caller.token = await signIn(t.app, caller.login.username, caller.login.password);
}

beforeAll(async () => {
  // WeChat configured (a local stand-in), so its routes answer the input, not "not configured".
  wechat = await startWechatStandIn({
    web: { appid: 'wx-web', secret: 's1' },
    mp: { appid: 'wx-mp', secret: 's2' },
  });
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
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
  await t.ctx.db.insert(companyMembers).values({ companyId: company.id, userId: clerk.id, joinType: 'USER' });
  const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN', phone: '13855550003' });
  for (const [name, user] of [
    ['clerk', clerk],
    ['owner', owner],
    ['administrator', admin],
  ] as const) {
    callers.push({ name, login: { username: user.username!, password: user.password } });
  }
  for (const caller of callers) await signInAgain(caller);
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

function problemOf(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (STACK_TRACE.test(response.body)) return 'stack trace';
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return response.statusCode < 300 ? null : `not the envelope (${type})`;
  let body: { code?: unknown; data?: { dahua_error?: unknown } };
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'invalid JSON';
  }
  if (typeof body.code !== 'number') return 'no envelope code';
  if (body.code === 0 && typeof body.data?.dahua_error !== 'string') return 'failure without dahua_error';
  return null;
}

describe('fuzz tier', () => {
  it('answers every bad input of every operation with a 4xx envelope, for every kind of caller', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths)
      // Signing out would end the caller's session mid-run (it is fuzzed all the same, last).
      .sort(([a], [b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
      );
    expect(operations.length).toBeGreaterThan(80);

    const failures = new Map<string, string>();
    let requests = 0;
    const started = Date.now();
    for (const { path, method, op } of operations) {
      const variants: Variant[] = variantsOf(path, op, SEED, SAMPLES_PER_FIELD);
      for (const caller of callers) {
        let signedOut = false;
        for (const variant of variants) {
          const headers: Record<string, string> = {
            lang: 'en',
            ...(caller.token ? tokenHeader(caller.token) : {}),
          };
          let payload: string | undefined;
          if (variant.body && 'json' in variant.body) {
            payload = JSON.stringify(variant.body.json);
            headers['content-type'] = 'application/json';
          } else if (variant.body) {
            payload = variant.body.raw;
            headers['content-type'] = variant.body.contentType;
          }
          const response = await t.app.inject({
            method: method as 'GET',
            url: variant.url,
            headers,
            payload,
          });
          requests++;
          const problem = problemOf(response);
          if (problem) failures.set(`${method} ${path} · ${variant.kind}`, `${caller.name}: ${problem}`);
          if (caller.token && response.body.includes('ERCO000001')) signedOut = true;
        }
        // A request that ended the caller's session (logout) must not blind the rest of the run.
        if (signedOut) await signInAgain(caller);
      }
    }
    console.log(
      `fuzz tier (${process.env.TEST_ENGINE ?? 'pglite'}): ${requests} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect([...failures].map(([where, what]) => `${where} → ${what}`)).toEqual([]);
  }, 600_000);
});
