import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERRORS } from '../../errors/app-error.js';
import { readXlsxRows, XLSX_LIMITS } from '../../lib/sheets/xlsx-reader.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { MAX_IMPORT_ROWS } from './service.js';

/** Crafted xlsx bytes: the given first sheet's XML, and a shared-string table when given. */
async function workbookWith(sheetXml: string, sharedStringsXml?: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'xl/workbook.xml',
    '<workbook xmlns:r="r"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file('xl/worksheets/sheet1.xml', sheetXml);
  if (sharedStringsXml !== undefined) zip.file('xl/sharedStrings.xml', sharedStringsXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const sheetOf = (rowsXml: string, before = '') =>
  `<worksheet>${before}<sheetData>${rowsXml}</sheetData></worksheet>`;
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>plu_number</t></is></c></row>';

/**
 * How long a hostile file may take: the shapes below cost seconds to minutes of rescanning when a reader
 * is quadratic, and 0.01–1.5 s each here when it is not; 20 s keeps the two apart on a loaded two-core
 * machine too (at load ~20, beside other work, one of them once took 14.6 s against the old 5 s bound).
 */
const QUICK_MS = 20_000;

/** What reading the bytes came to, and how long it took. */
async function outcome(bytes: Buffer): Promise<{ rows: string[][] | null; error: unknown; ms: number }> {
  const started = performance.now();
  try {
    const rows = await readXlsxRows(bytes);
    return { rows, error: null, ms: performance.now() - started };
  } catch (error) {
    return { rows: null, error, ms: performance.now() - started };
  }
}

/** The refusal of the bytes, checked to be a catalogue error that came quickly. */
async function refusal(bytes: Buffer): Promise<AppError> {
  const { error, ms } = await outcome(bytes);
  expect(error).toBeInstanceOf(AppError);
  expect(ms).toBeLessThan(QUICK_MS);
  return error as AppError;
}

/** Writes `size` over the uncompressed size the zip's headers give for `name` (they lie then). */
function claimSize(bytes: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(bytes);
  const local = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = patched.indexOf(local); at !== -1; at = patched.indexOf(local, at + 4)) {
    const length = patched.readUInt16LE(at + 26);
    if (patched.toString('utf8', at + 30, at + 30 + length) === name) patched.writeUInt32LE(size, at + 22);
  }
  for (let at = patched.indexOf(central); at !== -1; at = patched.indexOf(central, at + 4)) {
    const length = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + length) === name) patched.writeUInt32LE(size, at + 24);
  }
  return patched;
}

describe('readXlsxRows limits', () => {
  it('bounds rows at the import’s own limit plus the header', () => {
    expect(XLSX_LIMITS.rows).toBe(MAX_IMPORT_ROWS + 1);
  });

  it('refuses a cell beyond column BL (ZZZZZZZ1) in a 1 KB file, before allocating for it', async () => {
    const bytes = await workbookWith(
      sheetOf('<row r="1"><c r="ZZZZZZZ1" t="inlineStr"><is><t>x</t></is></c></row>'),
    );
    expect(bytes.length).toBeLessThan(1024);
    const error = await refusal(bytes);
    expect(error.key).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.messageIn('en')).toBe(
      'Invalid request: row 1 has a cell beyond column BL (an import reads at most 64 columns)',
    );
    expect(error.messageIn('ch')).toContain('超出 BL 列');
  });

  it('reads column BL and refuses column BM; a cell without text out there (a style) is ignored', async () => {
    const last = await outcome(await workbookWith(sheetOf('<row r="1"><c r="BL1"><v>7</v></c></row>')));
    expect(last.rows?.[0]).toHaveLength(64);
    expect(last.rows?.[0]?.[63]).toBe('7');
    const beyond = await refusal(await workbookWith(sheetOf('<row r="1"><c r="BM1"><v>7</v></c></row>')));
    expect(beyond.messageIn('en')).toContain('beyond column BL');
    const styled = await outcome(
      await workbookWith(sheetOf('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="3"/></row>')),
    );
    expect(styled.rows).toEqual([['1']]);
  });

  it('refuses <row r="30000000"> with text as too many rows, and leaves out such a row when empty', async () => {
    const far = '<row r="30000000"><c r="A30000000"><v>1</v></c></row>';
    const bytes = await workbookWith(sheetOf(HEADER_ROW + far));
    expect(bytes.length).toBeLessThan(1024);
    const error = await refusal(bytes);
    expect(error.key).toBe('IMPORT_TOO_MANY_ROWS');
    expect(error.messageIn('en')).toBe(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);

    const empty = await outcome(
      await workbookWith(sheetOf(`${HEADER_ROW}<row r="30000000" ht="20" customHeight="1"/>`)),
    );
    expect(empty.ms).toBeLessThan(QUICK_MS);
    expect(empty.rows).toEqual([['plu_number']]);
  });

  it('reads text on the last row the import allows, and refuses the row after it', async () => {
    const at = (row: number) => `<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`;
    const last = await outcome(await workbookWith(sheetOf(HEADER_ROW + at(XLSX_LIMITS.rows))));
    expect(last.rows).toHaveLength(XLSX_LIMITS.rows);
    expect(last.rows?.[XLSX_LIMITS.rows - 1]).toEqual([String(XLSX_LIMITS.rows)]);
    const next = await refusal(await workbookWith(sheetOf(HEADER_ROW + at(XLSX_LIMITS.rows + 1))));
    expect(next.key).toBe('IMPORT_TOO_MANY_ROWS');
    // Rows without a number count on from the last one, so they reach the bound as well.
    const unnumbered = '<row><c><v>1</v></c></row>'.repeat(XLSX_LIMITS.rows + 1);
    expect((await refusal(await workbookWith(sheetOf(unnumbered)))).key).toBe('IMPORT_TOO_MANY_ROWS');
  });

  it('ignores a huge <dimension ref>', async () => {
    const bytes = await workbookWith(sheetOf(HEADER_ROW, '<dimension ref="A1:XFD1048576"/>'));
    const { rows, ms } = await outcome(bytes);
    expect(rows).toEqual([['plu_number']]);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('refuses a shared-string table of more items than the cells it could serve', async () => {
    const count = XLSX_LIMITS.sharedStrings + 1;
    const table = `<sst count="${count}">${'<si/>'.repeat(count)}</sst>`;
    const error = await refusal(await workbookWith(sheetOf(HEADER_ROW), table));
    expect(error.key).toBe('VALIDATION');
    expect(error.messageIn('en')).toContain(`more than ${XLSX_LIMITS.sharedStrings} shared strings`);
    // A claimed count is not trusted (nor allocated): a table claiming billions with one item reads.
    const claimed = await outcome(
      await workbookWith(
        sheetOf('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
        '<sst count="4000000000" uniqueCount="4000000000"><si><t>苹果</t></si></sst>',
      ),
    );
    expect(claimed.rows).toEqual([['苹果']]);
  });

  it('refuses a cell over 32,767 characters, and one shared string repeated past the text bound', async () => {
    const long = 'x'.repeat(XLSX_LIMITS.cellChars + 1);
    const cell = await refusal(
      await workbookWith(sheetOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>${long}</t></is></c></row>`)),
    );
    expect(cell.messageIn('en')).toContain(`more than ${XLSX_LIMITS.cellChars} characters`);

    // ~100 KB of repeated references to one 32,767-character string: 3,000 cells, ~98 M characters.
    const big = `<sst><si><t>${' '.repeat(XLSX_LIMITS.cellChars)}</t></si></sst>`;
    const repeated = '<c r="A1" t="s"><v>0</v></c>'.repeat(3_000);
    const error = await refusal(await workbookWith(sheetOf(`<row r="1">${repeated}</row>`), big));
    expect(error.messageIn('en')).toContain(`more than ${XLSX_LIMITS.totalChars} characters`);
  });

  it('reads deeply nested markup without recursion', async () => {
    const depth = 100_000;
    const nested = `<c r="A1" t="inlineStr"><is>${'<r>'.repeat(depth)}<t>deep</t>${'</r>'.repeat(depth)}</is></c>`;
    const rows = `<row r="1">${nested}</row>${'<row>'.repeat(depth)}${'</row>'.repeat(depth)}`;
    const { rows: read, ms } = await outcome(await workbookWith(sheetOf(rows)));
    expect(read?.[0]).toEqual(['deep']);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('answers null at once for markup that never closes (a lazy regex rescans the rest each time)', async () => {
    for (const rows of ['<row>'.repeat(200_000), `<row r="1">${'<c r="A1">'.repeat(200_000)}</row>`]) {
      const bytes = await workbookWith(sheetOf(rows));
      expect(bytes.length).toBeLessThan(8 * 1024);
      const { rows: read, error, ms } = await outcome(bytes);
      expect(error).toBeNull();
      expect(read).toBeNull();
      expect(ms).toBeLessThan(QUICK_MS);
    }
  });

  it('keeps a character reference past Unicode as written instead of failing', async () => {
    const { rows } = await outcome(
      await workbookWith(
        sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t>a&#99999999;b&#x41;&amp;</t></is></c></row>'),
      ),
    );
    expect(rows).toEqual([['a&#99999999;bA&']]);
  });

  it('stops inflating a part past 32 MB, whatever size the zip headers claim', async () => {
    const padding = ' '.repeat(XLSX_LIMITS.partBytes + 1024);
    const sheet = sheetOf(`${HEADER_ROW}${padding}`);
    const bytes = claimSize(await workbookWith(sheet), 'xl/worksheets/sheet1.xml', 1_000);
    expect(bytes.length).toBeLessThan(100 * 1024);
    const error = await refusal(bytes);
    expect(error.key).toBe('VALIDATION');
    expect(error.messageIn('en')).toBe(
      'Invalid request: a part of the xlsx file inflates to more than 32 MB',
    );
  });

  it('refuses a zip of more entries than an xlsx has, before JSZip reads them', async () => {
    const zip = await JSZip.loadAsync(await workbookWith(sheetOf(HEADER_ROW)));
    for (let i = 0; i < XLSX_LIMITS.entries; i++) zip.file(`x/${i}`, '');
    const error = await refusal(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(error.messageIn('en')).toContain(`more than ${XLSX_LIMITS.entries} entries`);
  });

  it('still reads a normal workbook, including the full 20-column template', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('goods');
    const header = Array.from({ length: 20 }, (_, i) => `column_${i + 1}`);
    sheet.addRow(header);
    sheet.addRow([1, '1000001', '红富士苹果', 1280]);
    sheet.addRow([2, '0000002', '五花肉 & <精选>', 2999, 1]);
    const { rows, error } = await outcome(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(error).toBeNull();
    expect(rows).toEqual([
      header,
      ['1', '1000001', '红富士苹果', '1280'],
      ['2', '0000002', '五花肉 & <精选>', '2999', '1'],
    ]);
  });
});

describe('goods import of crafted xlsx over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await buildUser(t.ctx);
    await buildCompanyWith(t.ctx, owner.id, 'OWNER');
    token = await signIn(t.app, owner.username!, owner.password);
  });
  afterAll(() => t.close());

  function upload(data: Buffer) {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'goods.xlsx', data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/management/goods/import',
      headers: { ...headers, ...tokenHeader(token), lang: 'en' },
      payload,
    });
  }

  it('answers 400 naming the bound for a cell at ZZZZZZZ1 and for row 30,000,000', async () => {
    const column = await upload(
      await workbookWith(sheetOf('<row r="1"><c r="ZZZZZZZ1" t="inlineStr"><is><t>x</t></is></c></row>')),
    );
    expect(column.statusCode).toBe(400);
    expect(column.json().data.dahua_error).toBe(ERRORS.VALIDATION.id);
    expect(column.json().msg).toContain('beyond column BL');

    const row = await upload(
      await workbookWith(sheetOf(`${HEADER_ROW}<row r="30000000"><c r="A30000000"><v>1</v></c></row>`)),
    );
    expect(row.statusCode).toBe(400);
    expect(row.json().data.dahua_error).toBe(ERRORS.IMPORT_TOO_MANY_ROWS.id);
  });

  it('answers 400 for a zip bomb, and 415 for markup that never closes', async () => {
    const bomb = claimSize(
      await workbookWith(sheetOf(`${HEADER_ROW}${' '.repeat(XLSX_LIMITS.partBytes + 1024)}`)),
      'xl/worksheets/sheet1.xml',
      1_000,
    );
    const refused = await upload(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('inflates to more than 32 MB');
    const unclosed = await upload(await workbookWith(sheetOf('<row>'.repeat(200_000))));
    expect(unclosed.statusCode).toBe(415);
    expect(unclosed.json().data.dahua_error).toBe(ERRORS.IMPORT_FILE_TYPE.id);
  });

  it('still imports a normal xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('goods');
    sheet.addRow(['PLU 号', '商品编码', '名称', '单价（元）']);
    sheet.addRow([5, '123', '西瓜', 3]);
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 1, committed: true, errors: [] });
  });
});
