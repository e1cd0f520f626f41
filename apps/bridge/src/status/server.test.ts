import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bridge } from '../bridge.js';
import { loadConfig } from '../config.js';
import { BRIDGE_VERSION } from '../version.js';
import { STATUS_TEXTS } from './i18n.js';
import { type StatusServer, startStatusServer } from './server.js';

/** A raw HTTP call (fetch cannot set the Host header). */
// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field in the assertions
type Json = any;
function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; json: () => Json; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

let dir: string;
const servers: StatusServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridge-status-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function unpaired() {
  const bridge = new Bridge(null, { log: () => {}, configPath: join(dir, 'unpaired', 'bridge.json') });
  const server = await startStatusServer({ bridge, port: 0, defaultServer: () => '' });
  servers.push(server);
  const host = { host: `127.0.0.1:${server.port}` };
  return { bridge, server, host };
}

/** A hand-written config with one scale (its credential given): paired, nothing running. */
async function configured(options: { lan?: boolean; pin?: string } = {}) {
  const path = join(dir, `bridge-${servers.length}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      server: 'http://127.0.0.1:9',
      bridge_token: 'token-not-used-here',
      scales: [{ host: '127.0.0.1', port: 9, scale_id: 7, credential: 'c'.repeat(40) }],
    }),
  );
  const bridge = new Bridge(loadConfig(path), { log: () => {} });
  const server = await startStatusServer({ bridge, port: 0, ...options });
  servers.push(server);
  return { bridge, server, host: { host: `127.0.0.1:${server.port}` } };
}

describe('the status page and its API', () => {
  it('answers the status of an unpaired bridge, and the page in both languages with no outside assets', async () => {
    const { server, host } = await unpaired();
    const status = await raw(server.port, 'GET', '/api/status', host);
    expect(status.status).toBe(200);
    expect(status.json()).toMatchObject({
      version: BRIDGE_VERSION,
      paired: false,
      server: null,
      shop: null,
      bridge_id: null,
      latest_version: null,
      scales: [],
    });
    expect(status.headers['access-control-allow-origin']).toBeUndefined();
    const page = await raw(server.port, 'GET', '/', { host: `localhost:${server.port}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.text).toContain(STATUS_TEXTS.zh.title);
    expect(page.text).toContain(JSON.stringify(STATUS_TEXTS.en.title));
    expect(page.text).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it('the two languages have the same keys, none empty', () => {
    expect(Object.keys(STATUS_TEXTS.en).sort()).toEqual(Object.keys(STATUS_TEXTS.zh).sort());
    for (const lang of ['zh', 'en'] as const)
      for (const [key, text] of Object.entries(STATUS_TEXTS[lang]))
        expect(text, `${lang}.${key}`).not.toBe('');
  });

  it('refuses another host name (a web site rebinding its name to 127.0.0.1)', async () => {
    const { server } = await unpaired();
    const evil = await raw(server.port, 'GET', '/api/status', { host: 'evil.example:4100' });
    expect(evil.status).toBe(403);
    expect(evil.json()).toMatchObject({ ok: false, message: '只接受本机的请求' });
    const evilPage = await raw(server.port, 'GET', '/', { host: `evil.example:${server.port}`, lang: 'en' });
    expect(evilPage.status).toBe(403);
    expect(evilPage.json().message).toBe('Only requests to this PC are accepted');
  });

  it('refuses a POST that is not JSON (what a form on another site can send)', async () => {
    const { server, host } = await configured();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const refused = await raw(server.port, 'POST', '/api/push', { ...host, 'content-type': type }, '{}');
      expect(refused.status, type).toBe(415);
    }
    const none = await raw(server.port, 'POST', '/api/push', host, '{}');
    expect(none.status).toBe(415);
    const bad = await raw(
      server.port,
      'POST',
      '/api/push',
      { ...host, 'content-type': 'application/json', lang: 'en' },
      '{',
    );
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
  });

  it('push / collect / verify now wake the scale; an unknown scale is named', async () => {
    const { server, host, bridge } = await configured();
    const json = { ...host, 'content-type': 'application/json' };
    const woken: string[] = [];
    const worker = bridge.workers[0] as (typeof bridge.workers)[0] & { verifyNow?: () => void };
    const wake = worker.wake.bind(worker);
    worker.wake = (what) => {
      woken.push(what ?? 'push');
      wake(what);
    };
    worker.verifyNow = () => {
      woken.push('verify');
    };
    for (const path of ['/api/push', '/api/collect', '/api/verify']) {
      const answer = await raw(server.port, 'POST', path, json, '{}');
      expect(answer.status, path).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
    }
    expect(woken).toEqual(['push', 'sales', 'verify']);
    const unknown = await raw(server.port, 'POST', '/api/push', { ...json, lang: 'en' }, '{"scale_id": 999}');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'scale_id', message: 'No such scale' });
    const wrong = await raw(server.port, 'POST', '/api/push', json, '{"scale_id": "x"}');
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'scale_id', message: '电子秤编号不对' });

    const status = (await raw(server.port, 'GET', '/api/status', host)).json();
    expect(status.paired).toBe(true);
    expect(status.scales).toEqual([
      expect.objectContaining({ lan_host: '127.0.0.1', lan_port: 9, state: 'waiting', last_push: null }),
    ]);
  });

  it('with --lan every API call needs the PIN (the page itself does not)', async () => {
    const { server } = await configured({ lan: true, pin: '4711' });
    const anyHost = { host: 'shop-pc.lan:4100' };
    const without = await raw(server.port, 'GET', '/api/status', { ...anyHost, lang: 'en' });
    expect(without.status).toBe(401);
    expect(without.json()).toMatchObject({ field: 'pin', message: 'The access PIN is required' });
    const wrong = await raw(server.port, 'GET', '/api/status', { ...anyHost, 'x-bridge-pin': '1234' });
    expect(wrong.status).toBe(401);
    const push = await raw(
      server.port,
      'POST',
      '/api/push',
      { ...anyHost, 'content-type': 'application/json' },
      '{}',
    );
    expect(push.status).toBe(401);
    const right = await raw(server.port, 'GET', '/api/status', { ...anyHost, 'x-bridge-pin': '4711' });
    expect(right.status).toBe(200);
    expect(right.json().paired).toBe(true);
    expect((await raw(server.port, 'GET', '/', anyHost)).status).toBe(200);
  });

  it('refuses --lan without a PIN', async () => {
    const bridge = new Bridge(null, { log: () => {}, configPath: join(dir, 'x.json') });
    await expect(startStatusServer({ bridge, port: 0, lan: true })).rejects.toThrow(/--pin/);
  });

  it('pairing checks its input before calling the server; scan refuses a subnet bigger than /24', async () => {
    const { server, host } = await unpaired();
    const json = { ...host, 'content-type': 'application/json' };
    const code = await raw(server.port, 'POST', '/api/pair', json, '{"code": "12"}');
    expect(code.status).toBe(400);
    expect(code.json()).toMatchObject({ field: 'code', message: '请输入 8 位配对码' });
    const noServer = await raw(
      server.port,
      'POST',
      '/api/pair',
      { ...json, lang: 'en' },
      '{"code": "ABCDEFGH"}',
    );
    expect(noServer.status).toBe(400);
    expect(noServer.json().field).toBe('server');
    const badServer = await raw(
      server.port,
      'POST',
      '/api/pair',
      json,
      '{"code": "ABCDEFGH", "server": "not a url"}',
    );
    expect(badServer.status).toBe(400);
    expect(badServer.json()).toMatchObject({ field: 'server' });
    // The platform away: the bridge says so, and it is still unpaired.
    const away = await raw(
      server.port,
      'POST',
      '/api/pair',
      json,
      '{"code": "ABCDEFGH", "server": "http://127.0.0.1:9"}',
    );
    expect(away.status).toBe(502);
    expect(away.json().message).toMatch(/^连接不上服务器/);
    expect((await raw(server.port, 'GET', '/api/status', host)).json().paired).toBe(false);

    const big = await raw(
      server.port,
      'POST',
      '/api/scan',
      { ...json, lang: 'en' },
      '{"subnet": "10.0.0.0/16"}',
    );
    expect(big.status).toBe(400);
    expect(big.json()).toMatchObject({ field: 'subnet' });
    expect(big.json().message).toMatch(/too big/);
    const zh = await raw(server.port, 'POST', '/api/scan', json, '{"subnet": "10.0.0.0/16"}');
    expect(zh.json().message).toMatch(/网段不对/);
    // Loopback only: nothing listens on port 9 of 127.0.0.0/30.
    const none = await raw(server.port, 'POST', '/api/scan', json, '{"subnet": "127.0.0.0/30", "port": 9}');
    expect(none.status).toBe(200);
    expect(none.json()).toEqual({ found: [] });
    const scales = await raw(
      server.port,
      'POST',
      '/api/scales',
      json,
      '{"lan_host": "127.0.0.2", "name": "x"}',
    );
    expect(scales.status).toBe(409);
  });

  it('the version is the package version', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(pkg.version).toBe(BRIDGE_VERSION);
  });
});
