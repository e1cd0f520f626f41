import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, createTestApp, type TestApp } from '../test/harness.js';
import { inlineScriptHashes } from './security-headers.js';

const REDIRECT = "try{if(localStorage.getItem('lange')==='en'){location.replace('/en')}}catch(e){}";

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'csp-root-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'apps/console/dist/index.html',
    '<html><script type="module" src="/console-assets/a.js"></script></html>',
  );
  write(
    'apps/site/dist/index.html',
    `<html><head><script>${REDIRECT}</script><script type="module" src="/assets/s.js"></script>` +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head></html>',
  );
  t = await createTestApp(
    {
      STATIC_ROOT: root,
      TRUST_PROXY: '127.0.0.1',
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example.com/b',
    },
    { serveStatic: true },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  it('hashes the inline scripts a browser runs, and not JSON data blocks', () => {
    const hashes = inlineScriptHashes(
      `<script>${REDIRECT}</script><script src="/x.js"></script><script type="application/ld+json">{}</script>`,
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });

  it('gives a site page a policy that allows its own inline script and nothing else inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' '${inlineScriptHashes(`<script>${REDIRECT}</script>`)[0]}'`,
    );
    expect(directive(csp, 'img-src')).toContain('https://cdn.example.com');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/sign/login', '/external/qrdetail/9'])(
    'gives the console page %s a policy without inline scripts',
    async (url) => {
      const csp = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('serves the API docs under the UI’s own policy, usable over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toContain("'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('locks API answers down and never lets them be cached (they carry tokens)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/password',
      headers: { authorization: basic('admin', 'wrong') },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS over HTTPS as a trusted proxy reports it, and not when a client claims it', async () => {
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/api/management/system/config',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/management/system/config',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
