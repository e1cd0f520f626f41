import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../test/image-fixtures.js';
import { multipartBody } from '../test/multipart.js';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.js';
import { createScratchDatabase } from '../test/scratch-database.js';
import { type ServerProcess, startServer, whenServing } from '../test/server-process.js';

/**
 * Two stateless instances on one PostgreSQL database and one object store, as a larger maker runs
 * it behind a reverse proxy (issue 11 §7, README "Several instances"). Started together, so their
 * start-up migrations and demo seeding also meet.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('two instances on one database', () => {
  let s3: S3StandIn;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'two');
    const env = {
      ...s3.env,
      DATABASE_URL: scratch.url,
      SEED: 'demo',
      SESSION_CACHE_SECONDS: '1',
      LOGIN_MAX_FAILURES_PER_IDENTIFIER: '5',
    };
    a = startServer(3751, env);
    b = startServer(3752, env);
    await Promise.all([whenServing(a), whenServing(b)]);
  }, 120_000);
  afterAll(async () => {
    a?.child.kill('SIGKILL');
    b?.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await scratch?.drop();
    await s3?.close();
  });

  const signIn = async (server: ServerProcess, basic: string) =>
    server.call('POST', '/api/management/users/login/password', { basic });

  it('seeds once although both started together', async () => {
    const token = (await signIn(a, 'admin:Admin@123456')).body.data.token as string;
    const companies = await b.call('GET', '/api/management/companies?page_num=1&page_size=100', { token });
    expect(companies.body.code).toBe(1);
    const names = (companies.body.data.list as { name: string }[]).map((c) => c.name);
    expect(names.filter((name) => name === '演示公司')).toHaveLength(1);
  });

  it('signs in on one and works on the other; uploads on one, the other stores and serves its URL', async () => {
    const token = (await signIn(a, 'demo:Demo@123456')).body.data.token as string;
    const info = await b.call('GET', '/api/management/users/info', { token });
    expect(info.body.data.username).toBe('demo');

    const { payload, headers } = multipartBody([
      { name: 'image', filename: 'logo.png', contentType: 'image/png', data: fixtures.png },
    ]);
    const uploaded = await fetch(`http://127.0.0.1:${a.port}/api/management/images/upload`, {
      method: 'POST',
      headers: { ...headers, authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` },
      body: payload,
    });
    const url = ((await uploaded.json()) as { data: { url: string } }).data.url;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);

    const shops = await b.call('GET', '/api/management/shops?page_num=1&page_size=10', { token });
    const shopId = shops.body.data.list[0].id as number;
    const edited = await b.call('PUT', `/api/management/shops/${shopId}`, { token, body: { img_url: url } });
    expect(edited.body.code).toBe(1);
    const read = await a.call('GET', `/api/management/shops/${shopId}`, { token });
    expect(read.body.data.img_url).toBe(url);
    const image = await fetch(url);
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), fixtures.png)).toBe(0);
  });

  it('holds the sign-in limit in total, split across both', async () => {
    for (const server of [a, b, a, b, a]) {
      expect((await signIn(server, 'clerk:wrong-password')).body.code).toBe(0);
    }
    // Five failures in all: the right password is refused on either instance until the window ends.
    for (const server of [a, b]) {
      const refused = await signIn(server, 'clerk:Demo@123456');
      expect(refused.body.code).toBe(0);
      expect(refused.body.data?.token).toBeUndefined();
    }
  });

  it('logs out on one; the other refuses the token within SESSION_CACHE_SECONDS', async () => {
    const token = (await signIn(b, 'manager:Demo@123456')).body.data.token as string;
    expect((await b.call('GET', '/api/management/users/info', { token })).body.code).toBe(1);
    expect((await a.call('POST', '/api/management/users/logout', { token })).body.code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await b.call('GET', '/api/management/users/info', { token });
    expect(after.body.data.dahua_error).toBe('ERCO000001');
  });
});
