import type { FastifyInstance } from 'fastify';

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
