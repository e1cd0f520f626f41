import { createHash } from 'node:crypto';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../content/default-content.js';
import { SPEC_SHEETS, TEMPLATE_KITS } from '../content/downloads.js';
import { MAINTENANCE_DOCUMENTS } from '../content/maintenance-documents.js';
import { PRODUCTS } from '../content/products/index.js';
import { renderSite } from '../site-map/render-site.js';
import { generateDownloads } from './build-downloads.js';
import { writePdf } from './pdf-writer.js';
import { writeZip } from './zip-writer.js';

const downloads = generateDownloads();

/** Checks the PDF's structure: header, every xref offset at its object, startxref at xref. */
function pdfProblems(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-')) problems.push('no %PDF- header');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1] ?? Number.NaN);
  if (text.slice(startxref, startxref + 4) !== 'xref')
    return [...problems, 'startxref does not point at xref'];
  const table = /xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref));
  const count = Number(table?.[1]);
  const entries = (table?.[2] ?? '').trim().split('\n');
  if (entries.length !== count) problems.push(`xref has ${entries.length} entries, header says ${count}`);
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${index + 1} 0 obj`, offset)) problems.push(`object ${index + 1} not at ${offset}`);
  });
  return problems;
}

interface UnzippedEntry {
  readonly name: string;
  readonly data: Buffer;
}

/** Opens a zip through its central directory and inflates every entry, checking CRCs. */
function unzip(bytes: Uint8Array): UnzippedEntry[] {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let cursor = zip.readUInt32LE(end + 16);
  const entries: UnzippedEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(cursor) !== 0x02014b50) throw new Error('bad central directory entry');
    const crc = zip.readUInt32LE(cursor + 16);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const localOffset = zip.readUInt32LE(cursor + 42);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const localNameLength = zip.readUInt16LE(localOffset + 26);
    const dataStart = localOffset + 30 + localNameLength + zip.readUInt16LE(localOffset + 28);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + compressedSize));
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.push({ name, data });
    cursor += 46 + nameLength;
  }
  return entries;
}

describe('generated downloads', () => {
  it('offers every manual, the eleven maintenance documents and three software archives', () => {
    expect(MAINTENANCE_DOCUMENTS).toHaveLength(11);
    expect(TEMPLATE_KITS).toHaveLength(3);
    expect(downloads).toHaveLength(SPEC_SHEETS.length + 11 + 3);
    const names = downloads.map((file) => file.entry.file_name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9][a-z0-9-]*\.(pdf|zip)$/);
  });

  it('covers every product in exactly one manual', () => {
    const covered = SPEC_SHEETS.flatMap((manual) => manual.productSlugs).sort();
    expect(covered).toEqual(PRODUCTS.map((product) => product.slug).sort());
  });

  it('writes valid PDFs', () => {
    for (const file of downloads.filter((candidate) => candidate.entry.content_type === 'application/pdf')) {
      expect({ file: file.entry.file_name, problems: pdfProblems(file.bytes) }).toEqual({
        file: file.entry.file_name,
        problems: [],
      });
    }
  });

  it('detects a broken PDF', () => {
    const bytes = writePdf({ title: 'x', lines: [{ text: 'hello' }, { text: '你好' }] });
    expect(pdfProblems(bytes)).toEqual([]);
    const broken = Buffer.from(bytes).toString('latin1').replace('1 0 obj', '1 0 obk');
    expect(pdfProblems(Buffer.from(broken, 'latin1'))).not.toEqual([]);
  });

  it('paginates long manuals', () => {
    const long = writePdf({
      title: 'long',
      lines: Array.from({ length: 200 }, (_, i) => ({ text: `line ${i}` })),
    });
    expect(Buffer.from(long).toString('latin1')).toMatch(/\/Count [4-9]/);
  });

  it('writes zip archives that open, with a README and the generated data', () => {
    for (const file of downloads.filter((candidate) => candidate.entry.content_type === 'application/zip')) {
      const entries = unzip(file.bytes);
      expect(entries.map((entry) => entry.name)).toContain('README.txt');
      expect(entries.every((entry) => entry.data.length > 0)).toBe(true);
    }
    const plu = unzip(
      downloads.find((file) => file.entry.file_name === 'dahua-plu-manager.zip')?.bytes ?? new Uint8Array(),
    );
    const csv = plu.find((entry) => entry.name === 'sample-plu.csv')?.data.toString('utf8') ?? '';
    expect(csv.trim().split('\r\n')).toHaveLength(101);
  });

  it('round-trips UTF-8 names and contents', () => {
    const [entry] = unzip(writeZip([{ name: '说明.txt', data: '称重' }]));
    expect(entry?.name).toBe('说明.txt');
    expect(entry?.data.toString('utf8')).toBe('称重');
  });

  it('links only files that exist from the pages', () => {
    const urls = new Set(downloads.map((file) => file.entry.url));
    const html = renderSite(defaultSiteContent(), { css: '/a.css', js: '/a.js', favicon: '/f.svg' })
      .map((file) => file.html)
      .join('\n');
    const linked = [...html.matchAll(/href="(\/files\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(linked.length).toBeGreaterThan(0);
    for (const url of linked) expect(urls.has(url), url).toBe(true);
    for (const kit of TEMPLATE_KITS) expect(html).toContain(`/files/${kit.fileName}`);
  });
});

describe('the downloads page (issue 30 §5)', () => {
  const assets = { css: '/a.css', js: '/a.js', favicon: '/f.svg' };
  const sha = 'ab'.repeat(32);
  const manual = {
    id: 'tm-ab-manual',
    section: 'manual' as const,
    title: { ch: 'TM-Ab 使用说明书', en: 'TM-Ab user manual' },
    version: '2.1',
    releasedOn: '2026-11-20',
    productSlugs: ['tm-ab', 'tm-q'],
    file: {
      id: 'abababababababab',
      name: 'TM-Ab-manual.pdf',
      size: 1_288_490,
      sha256: sha,
      content_type: 'application/pdf' as const,
      url: '/uploads/site-files/abababababababab/TM-Ab-manual.pdf',
      uploaded_time: '2026-11-20T02:00:00.000Z',
    },
  };
  const bridge = {
    platform: 'win-x64',
    version: '0.3.0',
    fileName: 'dahua-bridge-0.3.0-win-x64.exe',
    size: 52_000_000,
    sha256: 'cd'.repeat(32),
    url: '/downloads/bridge/0.3.0/dahua-bridge-0.3.0-win-x64.exe',
    releasedOn: '2026-11-27',
  };
  const page = (content: ReturnType<typeof defaultSiteContent>, file: string) =>
    renderSite(content, assets).find((rendered) => rendered.file === file)?.html ?? '';

  it('lists an uploaded manual and the bridge with version, date, size and SHA-256, in both languages', () => {
    const content = { ...defaultSiteContent(), downloads: { entries: [manual] }, bridge: [bridge] };
    const zh = page(content, 'instructions/index.html');
    expect(zh).toContain('TM-Ab 使用说明书');
    expect(zh).toContain('2026-11-20');
    expect(zh).toContain('1.2 MB');
    expect(zh).toContain(sha);
    expect(zh).toContain('href="/uploads/site-files/abababababababab/TM-Ab-manual.pdf"');
    expect(zh).toContain('门店桥接程序 0.3.0');
    expect(zh).toContain('cd'.repeat(32));
    expect(zh).toContain('href="/downloads/bridge/0.3.0/dahua-bridge-0.3.0-win-x64.exe"');
    expect(zh).not.toContain('说明书正在整理上传');
    const en = page(content, 'en/instructions/index.html');
    expect(en).toContain('TM-Ab user manual');
    expect(en).toContain('Windows (64-bit)');
    // The TM-Q page shows what is for the TM-Q: this manual names it.
    expect(page(content, 'tmfdoc/index.html')).toContain('TM-Ab 使用说明书');
  });

  it('says the manuals are coming rather than inventing any, and lists each spec sheet’s real SHA-256', () => {
    const zh = page(defaultSiteContent(), 'instructions/index.html');
    expect(zh).toContain('说明书正在整理上传');
    expect(zh).toContain('暂无可下载的软件');
    const sheet = downloads.find((file) => file.entry.file_name === SPEC_SHEETS[0]?.fileName);
    expect(zh).toContain(
      createHash('sha256')
        .update(sheet?.bytes ?? new Uint8Array())
        .digest('hex'),
    );
  });
});
