import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export type Stats = { p50: number; p95: number; p99: number; mean: number };

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

/** `run` one after another: `warmUp` times unmeasured, then `times` times, milliseconds each. */
export async function timed(run: () => Promise<void>, times: number, warmUp: number): Promise<Stats> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

export const triple = (s: Stats) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)}`;

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Signs in with the password; the header every later call carries (SPEC §7). */
export async function signInHeaders(
  base: string,
  identifier: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await fetch(`${base}/api/management/users/login/password`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}` },
  });
  const body = (await login.json()) as { data: { token: string } };
  return { authorization: `Basic ${Buffer.from(`${body.data.token}:null`).toString('base64')}` };
}

/**
 * `count` goods in a company named like `山东苹果精品 012345` (10 origins × 10 products ×
 * 5 grades), item codes 1000051…, PLU numbers from 51 on. The API caps PLU numbers at 9999, so a
 * real company holds at most 9,999 goods; the table has no such check, and the numbers above 9999
 * only make the volume (ten times and more the most a company can have) for the worst case.
 */
export async function fillGoods(pool: pg.Pool, companyId: number, count: number): Promise<void> {
  await pool.query(
    `insert into goods (company_id, plu_number, item_code, name, unit_price_fen, weighing_mode,
                        measure_unit, shelf_life_days, department, origin)
     select $2::int, 50 + i, (1000050 + i)::text,
            (array['山东','新疆','海南','云南','浙江','江苏','内蒙古','河北','广西','四川'])[1 + i % 10]
              || (array['苹果','香梨','香蕉','葡萄','西红柿','黄瓜','五花肉','牛腱子','鸡翅','酱牛肉'])[1 + (i / 10) % 10]
              || (array['精品','特级','一级','散装','礼盒'])[1 + (i / 100) % 5]
              || ' ' || lpad(i::text, 6, '0'),
            100 + i % 9000, i % 2, case when i % 2 = 0 then 'kg' else '个' end, i % 30, 1 + i % 4, '产地'
     from generate_series(1, $1) i`,
    [count, companyId],
  );
  // A table in service has been vacuumed (autovacuum): the count can read the index alone.
  await pool.query('vacuum analyze goods');
}
