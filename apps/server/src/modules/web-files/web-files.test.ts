import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { manifestPath } from './service.js';

let t: TestApp;
let staticRoot: string;

beforeAll(async () => {
  staticRoot = mkdtempSync(path.join(tmpdir(), 'web-files-'));
  const manifest = manifestPath(staticRoot);
  mkdirSync(path.dirname(manifest), { recursive: true });
  writeFileSync(
    manifest,
    JSON.stringify([
      { file_name: 'tm-q-manual.pdf', url: '/files/tm-q-manual.pdf', content_type: 'application/pdf' },
      {
        file_name: 'dahua-plu-manager.zip',
        url: '/files/dahua-plu-manager.zip',
        content_type: 'application/zip',
      },
    ]),
  );
  // A file next to the manifest that is not published must stay unreachable.
  writeFileSync(path.join(path.dirname(manifest), 'secret.txt'), 'not published');
  t = await createTestApp({ STATIC_ROOT: staticRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

const download = (fileName: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/management/web_files/download?file_name=${encodeURIComponent(fileName)}`,
    headers: lang ? { lang } : {},
  });

describe('GET /api/management/web_files/download', () => {
  it('answers the address of a published file, without a token', async () => {
    const response = await download('tm-q-manual.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, msg: 'success', data: { url: '/files/tm-q-manual.pdf' } });
    expect((await download('dahua-plu-manager.zip')).json().data.url).toBe('/files/dahua-plu-manager.zip');
  });

  it('answers a catalogue error in the caller’s language for an unknown name', async () => {
    const chinese = await download('no-such-manual.pdf');
    expect(chinese.statusCode).toBe(404);
    expect(chinese.json()).toMatchObject({
      code: 0,
      msg: '请求的资源不存在',
      data: { dahua_error: 'ERCO000006' },
    });
    const english = await download('no-such-manual.pdf', 'en');
    expect(english.json().msg).toBe('The requested resource does not exist.');
  });

  it('never answers a file that is not in the manifest', async () => {
    expect((await download('secret.txt')).statusCode).toBe(404);
    expect((await download('manifest.json')).statusCode).toBe(404);
  });

  it('rejects unsafe names before looking anything up', async () => {
    for (const name of [
      '../../package.json',
      '..',
      '/etc/passwd',
      'files/tm-q-manual.pdf',
      '.env',
      'a\\b.pdf',
      '',
    ]) {
      const response = await download(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000002' } });
    }
  });

  it('requires the file_name parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/management/web_files/download' });
    expect(response.statusCode).toBe(400);
  });
});
