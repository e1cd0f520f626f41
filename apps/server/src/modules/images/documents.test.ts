import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import * as fixtures from '../../test/image-fixtures.js';
import { type FormPart, multipartBody } from '../../test/multipart.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';

/** A real one-page PDF (what a scanner or a printer driver writes, in miniature), xref offsets exact. */
export function tinyPdf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 72 770 Td (Certificate) Tj ET${' '.repeat(padding)}`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let t: TestApp;
let dataDir: string;
let f: ReturnType<typeof scaleFixtures>;
let company: Awaited<ReturnType<ReturnType<typeof scaleFixtures>['company']>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'documents-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  f = scaleFixtures(t);
  company = await f.company();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(parts: FormPart[], options: { token?: string | null; lang?: string } = {}) {
  const { payload, headers } = multipartBody(parts);
  const auth = options.token === null ? {} : tokenHeader(options.token ?? company.owner);
  return t.app.inject({
    method: 'POST',
    url: '/api/management/files/upload',
    headers: { ...headers, ...auth, ...(options.lang ? { lang: options.lang } : {}) },
    payload,
  });
}
const file = (data: Buffer, filename: string, contentType = 'application/octet-stream'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});

describe('POST /api/management/files/upload', () => {
  it('stores a real PDF and serves the same bytes back as a PDF', async () => {
    const pdf = tinyPdf();
    const response = await upload([file(pdf, '检定证书 2026.pdf', 'application/pdf')]);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ kind: 'pdf', name: '检定证书 2026.pdf' });
    expect(data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it('takes an image as the image upload does, by its bytes', async () => {
    const response = await upload([file(fixtures.jpeg, 'photo.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'image', name: 'photo.jpg' });
    expect(response.json().data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it('refuses a PNG renamed .pdf, random bytes and a cut-off PDF, in both languages', async () => {
    const cases = [
      { part: file(fixtures.png, 'certificate.pdf', 'application/pdf'), id: 'ERCO001307', en: /not a PDF/ },
      { part: file(fixtures.png, 'certificate.png', 'application/pdf'), id: 'ERCO001307', en: /not a PDF/ },
      { part: file(randomBytes(4096), 'certificate.bin'), id: 'ERCO001304', en: /neither/ },
      { part: file(randomBytes(4096), 'certificate.pdf'), id: 'ERCO001307', en: /not a PDF/ },
      {
        part: file(tinyPdf().subarray(0, 300), 'half.pdf', 'application/pdf'),
        id: 'ERCO001306',
        en: /incomplete/,
      },
      {
        part: file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'),
        id: 'ERCO001304',
        en: /neither/,
      },
    ];
    for (const { part, id, en } of cases) {
      const chinese = await upload([part]);
      expect(chinese.statusCode, part.filename).toBe(400);
      expect(chinese.json().data.dahua_error).toBe(id);
      expect(chinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
      const english = await upload([part], { lang: 'en' });
      expect(english.json().msg).toMatch(en);
    }
  });

  it('takes a PDF of up to 10 MB and refuses a larger one', async () => {
    const nine = tinyPdf(9 * 1024 * 1024);
    expect((await upload([file(nine, 'big.pdf', 'application/pdf')])).statusCode).toBe(200);
    const eleven = tinyPdf(11 * 1024 * 1024);
    const refused = await upload([file(eleven, 'huge.pdf', 'application/pdf')]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().data.dahua_error).toBe('ERCO001305');
    expect(refused.json().msg).toContain('10');
    // An image keeps the image limit (5 MB).
    const bigImage = Buffer.concat([fixtures.png, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload([file(bigImage, 'big.png', 'image/png')])).statusCode).toBe(413);
  });

  it('wants a file in the "file" field, a session, and a company or an administrator', async () => {
    const none = await upload([{ name: 'note', data: 'no file' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().data.dahua_error).toBe('ERCO001303');
    const wrongField = await upload([{ ...file(tinyPdf(), 'a.pdf'), name: 'image' }]);
    expect(wrongField.json().data.dahua_error).toBe('ERCO001303');
    expect((await upload([file(tinyPdf(), 'a.pdf')], { token: null })).statusCode).toBe(401);
    const loner = await buildUser(t.ctx);
    const lonerToken = await signIn(t.app, loner.username!, loner.password);
    expect((await upload([file(tinyPdf(), 'a.pdf')], { token: lonerToken })).statusCode).toBe(403);
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    expect((await upload([file(tinyPdf(), 'a.pdf')], { token: adminToken })).statusCode).toBe(200);
    const staff = await company.join('USER');
    expect((await upload([file(tinyPdf(), 'a.pdf')], { token: staff })).statusCode).toBe(200);
  });

  it('an uploaded PDF is a certificate a verification record keeps', async () => {
    const scale = await f.scale(company.firstShop.id, company.id);
    const url = (await upload([file(tinyPdf(), 'cert.pdf', 'application/pdf')])).json().data.url;
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/management/scales/${scale.id}/verifications`,
      headers: tokenHeader(company.owner),
      payload: {
        verified_on: '2026-01-05',
        body: '市计量所',
        result: 'pass',
        attachments: [{ url, kind: 'pdf', name: 'cert.pdf' }],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.attachments).toEqual([{ url, kind: 'pdf', name: 'cert.pdf' }]);
  });
});
