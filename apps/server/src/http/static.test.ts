import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let root: string;

function write(file: string, text: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-root-'));
  write('apps/console/dist/index.html', '<html>console</html>');
  write('apps/console/dist/console-assets/app-1234.js', 'console.log(1)');
  write('apps/site/dist/index.html', '<html>site home</html>');
  write('apps/site/dist/Tmab/index.html', '<html>TM-Ab</html>');
  write('apps/site/dist/en/Tmab/index.html', '<html>TM-Ab en</html>');
  write('apps/site/dist/assets/site.css', 'body{}');
  write('apps/site/dist/404.html', '<html>site 404</html>');
  write('apps/site/dist/en/404.html', '<html>site 404 en</html>');
  write('secret.txt', 'outside the served folders');
  t = await createTestApp(
    { STATIC_ROOT: root, BRIDGE_DOWNLOADS_DIR: path.join(root, 'no-downloads') },
    { serveStatic: true },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static serving', () => {
  it.each([
    '/sign/login',
    '/project/dashboard',
    '/admin/companyMng/companyList',
    '/console',
    '/403',
    '/page/scales/register',
    '/external/qrdetail/9',
  ])('answers the console for its route %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html>console</html>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers /sign/login with the pre-rendered sign-in page when the build wrote one', async () => {
    write('apps/console/dist/sign-login.html', '<html>sign-in<script>pick()</script></html>');
    try {
      const response = await get('/sign/login');
      expect(response.body).toBe('<html>sign-in<script>pick()</script></html>');
      expect(response.headers['cache-control']).toBe('no-cache');
      // Its inline script runs by its hash; every other console path keeps the shell.
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
      expect((await get('/sign/bind/phone')).body).toBe('<html>console</html>');
      expect((await get('/project/dashboard')).body).toBe('<html>console</html>');
    } finally {
      rmSync(path.join(root, 'apps/console/dist/sign-login.html'));
    }
  });

  it("answers the signed-in frame's pages with the pre-rendered frame when the build wrote one", async () => {
    write('apps/console/dist/frame.html', '<html>frame<script>shell()</script></html>');
    try {
      for (const url of [
        '/project',
        '/project/dashboard',
        '/admin/companyMng/companyList',
        '/inspect/fleet',
      ]) {
        const response = await get(url);
        expect(response.body).toBe('<html>frame<script>shell()</script></html>');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
      }
      // Outside the frame: the shell (or the sign-in page's own file).
      for (const url of ['/sign/bind/phone', '/console', '/403', '/page/scales/register', '/projects'])
        expect((await get(url)).body).not.toContain('frame');
    } finally {
      rmSync(path.join(root, 'apps/console/dist/frame.html'));
    }
  });

  it('serves console assets as immutable files', async () => {
    const response = await get('/console-assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the pre-rendered site, paths case-sensitive', async () => {
    expect((await get('/')).body).toBe('<html>site home</html>');
    expect((await get('/Tmab')).body).toBe('<html>TM-Ab</html>');
    expect((await get('/en/Tmab')).body).toBe('<html>TM-Ab en</html>');
    const wrongCase = await get('/tmab');
    expect(wrongCase.statusCode).toBe(404);
    expect(wrongCase.body).toBe('<html>site 404</html>');
  });

  it('answers unknown site paths with the 404 page of their language and status 404', async () => {
    const zh = await get('/no-such-product');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toBe('<html>site 404</html>');
    const en = await get('/en/no-such-product');
    expect(en.statusCode).toBe(404);
    expect(en.body).toBe('<html>site 404 en</html>');
  });

  it('never serves files outside the built folders', async () => {
    for (const url of [
      '/../../secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2f..%2f..%2fsecret.txt',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('outside the served folders');
    }
  });

  it('keeps unknown API paths in the JSON envelope', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().data.dahua_error).toBe('ERCO000007');
  });
});

describe('bridge downloads beside the site', () => {
  it('never answers a download path with a page of the site or the console (a script would save the HTML)', async () => {
    for (const url of [
      '/downloads',
      '/downloads/bridge',
      '/downloads/bridge/0.1.0',
      '/downloads/bridge/0.1.0/dahua-bridge-linux-x64',
      '/downloads/bridge/0.1.0/a/b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json().data.dahua_error, url).toBe('ERCO000006');
    }
  });
});
