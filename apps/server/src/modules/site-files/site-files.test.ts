import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, siteFiles } from '../../db/schema/index.js';
import { tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { type SiteServer, startSiteServer } from '../../test/site-server.js';
import { syncPublishedSite } from '../site/service.js';

/**
 * The site's downloads (issue 30 §5) over real HTTP and the real database: uploaded manuals and
 * software stored once with their size and SHA-256, the downloads item edited and published onto
 * /instructions, and the shop bridge's newest packages listed there by themselves.
 */

const ORIGIN = 'http://site.test';
let site: SiteServer;
let bridgeDir: string;

beforeAll(async () => {
  site = await startSiteServer((scratch) => ({
    PUBLIC_ORIGIN: ORIGIN,
    BRIDGE_DOWNLOADS_DIR: path.join(scratch, 'bridge'),
  }));
  bridgeDir = path.join(site.scratch, 'bridge');
}, 60_000);
afterAll(async () => site.close());

const FILES = '/api/management/site/files';
const ITEM = '/api/management/site/items/downloads/files';

/** A small whole PDF; `marker` makes its bytes (and so its SHA-256) its own. */
const pdf = (marker: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${marker}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
/** An empty ZIP archive: just the end of its central directory. */
const emptyZip = () => Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

function upload(data: Buffer, filename: string, token = site.editorToken, lang?: string) {
  const { payload, headers } = multipartBody([
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return site.t.app.inject({
    method: 'POST',
    url: FILES,
    headers: { ...headers, ...tokenHeader(token), ...(lang ? { lang } : {}) },
    payload,
  });
}
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  site.call(method, url, token, payload);
const page = (url: string) => site.page(url, { host: 'site.test' });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type StoredFile = {
  id: string;
  name: string;
  size: number;
  sha256: string;
  url: string;
  content_type: string;
};

describe('POST /api/management/site/files', () => {
  it('stores a PDF once with its size and SHA-256, under a served name, and serves exactly its bytes', async () => {
    const bytes = pdf('TM-Ab manual 2.1');
    const answer = await upload(bytes, 'TM-Ab 使用说明书 v2.1.pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json().data as StoredFile;
    expect(file).toMatchObject({
      id: sha(bytes).slice(0, 16),
      name: 'TM-Ab-v2-1.pdf',
      size: bytes.length,
      sha256: sha(bytes),
      content_type: 'application/pdf',
      url: `/uploads/site-files/${sha(bytes).slice(0, 16)}/TM-Ab-v2-1.pdf`,
    });
    const served = await site.t.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="TM-Ab-v2-1.pdf"');
    expect(served.headers['cache-control']).toContain('immutable');

    // The same bytes again, under another name: the first record, one audit entry.
    const again = await upload(bytes, 'other.pdf', site.superToken);
    expect(again.json().data).toMatchObject({ id: file.id, name: 'TM-Ab-v2-1.pdf' });
    const audits = await site.t.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'site_file.upload'));
    expect(audits.filter((row) => (row.detail as { file_id?: string }).file_id === file.id)).toHaveLength(1);
  });

  it('serves a stored file only under its id and recorded name', async () => {
    const file = (await upload(pdf('names'), 'names.pdf')).json().data as StoredFile;
    expect((await site.t.app.inject({ url: `/uploads/site-files/${file.id}/other.pdf` })).statusCode).toBe(
      404,
    );
    expect(
      (await site.t.app.inject({ url: `/uploads/site-files/${file.id}/..%2F..%2Fetc` })).statusCode,
    ).toBe(404);
    expect((await site.t.app.inject({ url: '/uploads/site-files/zzzz/names.pdf' })).statusCode).toBe(404);
  });

  it('takes a ZIP; refuses other types by their bytes (415), a cut-off PDF or ZIP (400), an empty form (400)', async () => {
    const zip = await upload(emptyZip(), 'Bridge setup.zip');
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.json().data).toMatchObject({ content_type: 'application/zip', name: 'Bridge-setup.zip' });

    const text = await upload(Buffer.from('just text, named as a PDF'), 'manual.pdf', site.editorToken, 'en');
    expect(text.statusCode).toBe(415);
    expect(text.json().msg).toContain('PDF or a ZIP');
    const exe = await upload(Buffer.from('MZ\x90\x00 a Windows program'), 'setup.exe');
    expect(exe.statusCode).toBe(415);
    const cut = await upload(pdf('cut').subarray(0, 40), 'cut.pdf');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().data.dahua_error).toBe('ERCO001792');
    const cutZip = await upload(Buffer.from('PK\x03\x04 and then nothing', 'latin1'), 'cut.zip');
    expect(cutZip.statusCode).toBe(400);
    const { payload, headers } = multipartBody([{ name: 'note', data: 'no file' }]);
    const empty = await site.t.app.inject({
      method: 'POST',
      url: FILES,
      headers: { ...headers, ...tokenHeader(site.editorToken) },
      payload,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for site editors only: a company’s person and an administrator without the right get 403', async () => {
    expect((await upload(pdf('company'), 'a.pdf', site.companyToken)).statusCode).toBe(403);
    expect((await upload(pdf('plain'), 'a.pdf', site.plainToken)).statusCode).toBe(403);
    expect((await call('GET', FILES, site.plainToken)).statusCode).toBe(403);
    const listed = await call('GET', `${FILES}?page=1&per_page=50`, site.editorToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.meta.total).toBeGreaterThan(0);
    const stored = await site.t.ctx.db.select({ id: siteFiles.id }).from(siteFiles);
    expect(stored.length).toBe(listed.json().data.meta.total);
  });

  it('the same file uploaded twice at once is one record, both answered', async () => {
    const bytes = pdf('twice at once');
    const [a, b] = await Promise.all([upload(bytes, 'a.pdf'), upload(bytes, 'b.pdf', site.superToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const rows = await site.t.ctx.db.select().from(siteFiles).where(eq(siteFiles.id, a.json().data.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the downloads item and /instructions', () => {
  const entry = (file: StoredFile, overrides: object = {}) => ({
    id: 'tm-ab-manual',
    section: 'manual',
    title: { ch: 'TM-Ab 使用说明书', en: 'TM-Ab user manual' },
    version: '2.1',
    releasedOn: '2026-11-20',
    productSlugs: ['tm-ab'],
    file,
    ...overrides,
  });

  it('publishes an uploaded manual: listed with version, date, size and SHA-256 in both languages, its link serving the bytes', async () => {
    const bytes = pdf('published manual');
    const file = (await upload(bytes, 'TM-Ab-manual.pdf')).json().data as StoredFile;
    const before = await call('GET', ITEM, site.editorToken);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ path: '/instructions', draft: { entries: [] } });
    // A client's description of the file is not kept: the record of its id is.
    const forged = { ...file, size: 1, sha256: '0'.repeat(64), url: 'https://evil.example/x.pdf' };
    const saved = await call('PUT', `${ITEM}/draft`, site.editorToken, {
      content: { entries: [entry(forged)] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.draft.entries[0].file).toMatchObject({
      size: bytes.length,
      sha256: sha(bytes),
      url: file.url,
    });
    const preview = await call('GET', `${ITEM}/preview?lang=en`, site.editorToken);
    expect(preview.body).toContain('TM-Ab user manual');

    const published = await call('POST', `${ITEM}/publish`, site.editorToken, {});
    expect(published.statusCode, published.body).toBe(200);
    // Only the pages that show it: the TM-Q's documents page does not list a TM-Ab manual.
    expect(published.json().data.changed).toEqual(
      expect.arrayContaining(['instructions/index.html', 'en/instructions/index.html']),
    );
    expect(published.json().data.changed).not.toContain('tmfdoc/index.html');
    const zh = await page('/instructions');
    expect(zh).toContain('TM-Ab 使用说明书');
    expect(zh).toContain('2026-11-20');
    expect(zh).toContain(sha(bytes));
    expect(zh).toContain(`href="${file.url}"`);
    expect(await page('/en/instructions')).toContain('TM-Ab user manual');
    const downloaded = await site.t.app.inject({ url: file.url });
    expect(sha(downloaded.rawPayload)).toBe(sha(bytes));
    // SPEC's download call answers an uploaded file's address once the downloads list it.
    const asked = await site.t.app.inject({
      url: `/api/management/web_files/download?file_name=${file.name}`,
    });
    expect(asked.json()).toEqual({ code: 1, msg: 'success', data: { url: file.url } });
  });

  it('refuses an unknown file, an unknown product, two entries of one id and an impossible date (400), and publishing an English title left empty', async () => {
    const file = (await upload(pdf('refusals'), 'r.pdf')).json().data as StoredFile;
    // Uploaded but not listed by a published downloads item: not answered.
    const unlisted = await site.t.app.inject({
      url: `/api/management/web_files/download?file_name=${file.name}`,
    });
    expect(unlisted.statusCode).toBe(404);
    const save = (entries: object[]) =>
      call('PUT', `${ITEM}/draft`, site.editorToken, { content: { entries } });
    const unknownFile = await save([entry({ ...file, id: 'ffffffffffffffff' })]);
    expect(unknownFile.statusCode).toBe(400);
    expect(unknownFile.json().data.dahua_error).toBe('ERCO001794');
    const unknownProduct = await save([entry(file, { productSlugs: ['no-such-scale'] })]);
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().data.dahua_error).toBe('ERCO001795');
    expect((await save([entry(file), entry(file)])).statusCode).toBe(400);
    const badDate = await save([entry(file, { releasedOn: '2026-02-30' })]);
    expect(badDate.statusCode).toBe(400);

    const before = await page('/instructions');
    expect(
      (await save([entry(file, { id: 'no-english', title: { ch: '只有中文', en: '' } })])).statusCode,
    ).toBe(200);
    const refused = await call('POST', `${ITEM}/publish`, site.editorToken, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.dahua_error).toBe('ERCO001753');
    expect(await page('/instructions')).toBe(before);
  });

  it('lists a newly published bridge by itself, with the size and SHA-256 of the file as downloaded from the site', async () => {
    const version = '0.9.1';
    const program = Buffer.from('\x7fELF a bridge for testing');
    mkdirSync(path.join(bridgeDir, version), { recursive: true });
    writeFileSync(path.join(bridgeDir, version, 'dahua-bridge-linux-x64'), program);
    writeFileSync(
      path.join(bridgeDir, version, 'manifest.json'),
      JSON.stringify([
        {
          platform: 'linux-x64',
          version,
          file_name: 'dahua-bridge-linux-x64',
          size: program.length,
          sha256: sha(program),
        },
      ]),
    );
    // The bridge folder is read at most every few seconds; the server's sync job (every 5 s, here also
    // called at once) then renders the pages again.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await syncPublishedSite(site.t.ctx);
    const html = await page('/instructions');
    expect(html).toContain(`门店桥接程序 ${version}`);
    const link = /href="(\/downloads\/bridge\/[^"]+)"/.exec(html)?.[1];
    expect(link).toBe(`/downloads/bridge/${version}/dahua-bridge-linux-x64`);
    const downloaded = await site.t.app.inject({ url: link!, headers: { host: 'site.test' } });
    expect(downloaded.statusCode).toBe(200);
    // What is listed is what a visitor of the site downloads (the file, then the site's address).
    expect(html).toContain(sha(downloaded.rawPayload));
    expect(await syncPublishedSite(site.t.ctx)).toBe(false);
  });
});
