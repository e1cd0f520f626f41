import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, companyMembers, goods } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, token: await signIn(t.app, owner.username!, owner.password) };
}

const create = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/management/goods', headers: tokenHeader(token), payload: body });
const exported = (token: string, format: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/management/goods/export?format=${format}`,
    headers: tokenHeader(token),
  });
function upload(token: string, data: Buffer | string, query = '', filename = 'goods.csv', lang = 'en') {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/management/goods/import${query}`,
    headers: { ...headers, ...tokenHeader(token), lang },
    payload,
  });
}
const rowsOf = async (companyId: number) =>
  t.ctx.db.select().from(goods).where(eq(goods.companyId, companyId)).orderBy(goods.pluNumber);

async function seeded() {
  const c = await company();
  await create(c.token, { plu_number: 1, item_code: '1000001', name: '红富士苹果', unit_price: 1280 });
  await create(c.token, {
    plu_number: 2,
    item_code: '0000002',
    name: '五花肉,精选\n二号',
    unit_price: 2999,
    weighing_mode: 1,
    measure_unit: '份',
    discount_enabled: true,
    discount_periods: [{ start: '20:00', end: '22:00', rate: 80 }],
  });
  return c;
}

describe('goods export', () => {
  it('answers xlsx that reads back with every item', async () => {
    const c = await seeded();
    const response = await exported(c.token, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('goods.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    // Headed as the import template is, in the caller's language (Chinese by default); prices in yuan.
    expect(sheet.getRow(1).getCell(1).value).toBe('PLU 号');
    expect(sheet.getRow(1).getCell(4).value).toBe('单价（元）');
    expect(sheet.getRow(2).getCell(3).value).toBe('红富士苹果');
    expect(sheet.getRow(3).getCell(2).value).toBe('0000002');
    expect(sheet.getRow(3).getCell(4).value).toBe('29.99');
  });

  it('answers csv in UTF-8 with a BOM, which imports back unchanged', async () => {
    const c = await seeded();
    const response = await exported(c.token, 'csv');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('goods.csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('红富士苹果');
    expect(text).toContain('"五花肉,精选\n二号"');
    const before = await rowsOf(c.id);
    const again = await upload(c.token, bytes);
    expect(again.json().data).toMatchObject({ created: 0, updated: 2, committed: true, errors: [] });
    const after = await rowsOf(c.id);
    expect(after.map(({ lastModifiedTime: _l, ...r }) => r)).toEqual(
      before.map(({ lastModifiedTime: _l, ...r }) => r),
    );
  });

  it.each(['csv', 'xlsx'])(
    'writes no %s cell a spreadsheet would run, and reads its own export back unchanged',
    async (format) => {
      const c = await company();
      const risky = ['=HYPERLINK("http://x.example","y")', '+1+2', '-2+3', '@SUM(1)', "'=already quoted"];
      for (const [i, name] of risky.entries()) {
        await create(c.token, {
          plu_number: i + 1,
          item_code: `100000${i}`,
          name,
          unit_price: 100,
          origin: '\tcmd',
        });
      }
      const response = await exported(c.token, format);
      let cells: string[];
      if (format === 'csv') cells = response.rawPayload.toString('utf8').split(/[,\r\n]+/);
      else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        cells = [];
        workbook.worksheets[0]!.eachRow((row) => {
          row.eachCell((cell) => {
            cells.push(String(cell.value));
          });
        });
      }
      expect(cells.filter((cell) => /^"?[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(cells).toContain("'+1+2");

      const before = await rowsOf(c.id);
      const again = await upload(c.token, response.rawPayload, '', `goods.${format}`);
      expect(again.json().data).toMatchObject({ created: 0, updated: risky.length, errors: [] });
      const after = await rowsOf(c.id);
      expect(after.map((r) => r.name)).toEqual(risky);
      expect(after.map(({ lastModifiedTime: _l, ...r }) => r)).toEqual(
        before.map(({ lastModifiedTime: _l, ...r }) => r),
      );
    },
  );

  it('answers plu.plu in GBK, one line per item', async () => {
    const c = await seeded();
    const response = await exported(c.token, 'plu');
    expect(response.headers['content-disposition']).toContain('plu.plu');
    const text = iconv.decode(response.rawPayload, 'gbk');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toEqual(['1,红富士苹果,1000001,1280,0,0,0,0', '2,五花肉，精选 二号,0000002,2999,1,0,0,0']);
  });

  it('never shows another company’s goods', async () => {
    const c = await seeded();
    const other = await company();
    const text = iconv.decode((await exported(other.token, 'plu')).rawPayload, 'gbk');
    expect(text).toBe('');
    const csv = (await exported(other.token, 'csv')).rawPayload.toString('utf8');
    expect(csv).not.toContain('苹果');
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/management/goods/export?format=csv&company_id=${c.id}`,
      headers: tokenHeader(other.token),
    });
    expect(named.statusCode).toBe(404);
  });
});

const HEADER = 'PLU 号,商品编码,名称,单价（元）,称重方式,保质期（天）,产地';

describe('goods import', () => {
  it('creates and updates by PLU number from a good csv', async () => {
    const c = await seeded();
    const csv = `${HEADER}\n1,1000001,红富士苹果,13.8,0,7,山东\n3,1000003,香蕉,¥5.99,0,5,海南\n4,1000004,鸡蛋,0.50,1,30,\n`;
    const response = await upload(c.token, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      created: 2,
      updated: 1,
      skipped: 0,
      committed: true,
      errors: [],
    });
    const rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.pluNumber, r.name, r.unitPriceFen])).toEqual([
      [1, '红富士苹果', 1380],
      [2, '五花肉,精选\n二号', 2999],
      [3, '香蕉', 599],
      [4, '鸡蛋', 50],
    ]);
    expect(rows[0]!.shelfLifeDays).toBe(7);
  });

  it('reads xlsx too', async () => {
    const c = await company();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    // English headings and API field names are read too; a spreadsheet's float noise is no price error.
    sheet.addRow(['PLU number', 'item_code', 'Name', 'Unit price (yuan)']);
    sheet.addRow([5, '123', '西瓜', 3]);
    sheet.addRow([6, '124', '哈密瓜', 0.1 + 0.2]);
    sheet.addRow([7, '125', '木瓜', 12.8]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(c.token, bytes, '', 'goods.xlsx');
    expect(response.json().data).toMatchObject({ created: 3, committed: true });
    expect((await rowsOf(c.id)).map((r) => [r.pluNumber, r.itemCode, r.name, r.unitPriceFen])).toEqual([
      [5, '123', '西瓜', 300],
      [6, '124', '哈密瓜', 30],
      [7, '125', '木瓜', 1280],
    ]);
  });

  const bad = [
    HEADER,
    '1,1000001,苹果,13.80,0,7,',
    '2,12345678,梨,1,0,0,', // item code too long
    '3,1000003,香蕉,12.345,0,0,', // price below the fen
    '4,1000004,葡萄,1,5,0,', // weighing mode
    '5,1000005,草莓,1,0,0,',
    '6,1000006,,一块二,0,0,', // no name, price in words
  ].join('\n');

  it('writes nothing when any row is bad, and names the columns and problems in the caller’s words', async () => {
    const c = await company();
    const response = await upload(c.token, bad);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ created: 0, updated: 0, committed: false });
    expect(report.errors).toEqual([
      { row: 3, field: 'Item code', message: 'must be 1 to 7 digits' },
      {
        row: 4,
        field: 'Unit price (yuan)',
        message: 'must be an amount in yuan from 0 to 9999.99 with at most 2 decimals, e.g. 12.80',
      },
      { row: 5, field: 'Weighing mode', message: 'must be 0 (by weight), 1 (by count) or 2 (fixed weight)' },
      { row: 7, field: 'Name', message: 'must not be empty' },
      {
        row: 7,
        field: 'Unit price (yuan)',
        message: 'must be an amount in yuan from 0 to 9999.99 with at most 2 decimals, e.g. 12.80',
      },
    ]);
    expect(await rowsOf(c.id)).toEqual([]);
    const zh = (await upload(c.token, bad, '', 'goods.csv', 'ch')).json().data;
    expect(zh.errors[0]).toEqual({ row: 3, field: '商品编码', message: '应为 1–7 位数字' });
    expect(zh.errors[3]).toEqual({ row: 7, field: '名称', message: '不能为空' });
  });

  it('refuses a price above what a scale holds, in yuan', async () => {
    const c = await company();
    const report = (await upload(c.token, `${HEADER}\n1,1,a,10000,0,0,\n2,2,b,9999.99,0,0,\n`)).json().data;
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'Unit price (yuan)'],
    ]);
  });

  it('refuses a file whose prices sit under the old fen column, rather than misread them', async () => {
    const c = await company();
    const response = await upload(c.token, 'plu_number,item_code,name,unit_price\n1,1,a,1280\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The header row lacks a required column: Unit price (yuan)');
  });

  it('writes the good rows when told to skip the bad ones', async () => {
    const c = await company();
    const report = (await upload(c.token, bad, '?skip_bad_rows=1')).json().data;
    expect(report).toMatchObject({ created: 2, updated: 0, skipped: 4, committed: true });
    expect(report.errors).toHaveLength(5);
    expect((await rowsOf(c.id)).map((r) => r.pluNumber)).toEqual([1, 5]);
  });

  it('reports duplicate PLU numbers in the file and item codes of other items', async () => {
    const c = await seeded();
    const csv = `${HEADER}\n7,1000007,a,1,0,0,\n7,1000008,b,1,0,0,\n8,1000001,c,1,0,0,\n`;
    const report = (await upload(c.token, csv)).json().data;
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field, e.message])).toEqual([
      [3, 'PLU number', 'the same as on row 2'],
      [4, 'Item code', 'the item code is used by PLU 1'],
    ]);
    expect(report.committed).toBe(false);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const c = await company();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const response = await upload(c.token, png, '', 'goods.csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().data.dahua_error).toBe('ERCO000401');
    const fakeZip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]);
    expect((await upload(c.token, fakeZip, '', 'goods.xlsx')).statusCode).toBe(415);
    const noHeader = await upload(c.token, 'a,b\n1,2\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().data.dahua_error).toBe('ERCO000404');
  });

  it('is for owners and managers; company users may export only', async () => {
    const c = await seeded();
    const clerk = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: c.id, userId: clerk.id, joinType: 'USER' });
    const token = await signIn(t.app, clerk.username!, clerk.password);
    expect((await exported(token, 'csv')).rawPayload.toString('utf8')).toContain('红富士苹果');
    expect((await upload(token, `${HEADER}\n9,9,x,1,0,0,\n`)).statusCode).toBe(403);
  });
});

describe('goods import template', () => {
  const template = (token: string, format: string, lang: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/management/goods/import_template?format=${format}`,
      headers: { ...tokenHeader(token), lang },
    });

  it('heads the columns in the caller’s language, and says in xlsx what each holds', async () => {
    const c = await company();
    const csv = await template(c.token, 'csv', 'en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('goods-template.csv');
    expect(csv.rawPayload.toString('utf8').split('\r\n')[0]).toMatch(
      /^\uFEFFPLU number,Item code,Name,Unit price \(yuan\),/,
    );
    const xlsx = await template(c.token, 'xlsx', 'ch');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
    expect(workbook.worksheets[0]!.getRow(1).getCell(4).value).toBe('单价（元）');
    expect(workbook.worksheets[1]!.getRow(5).values).toContain('单价（元）（必填）');
  });

  it('filled in either language, imports, and the import is in the audit log', async () => {
    const c = await company();
    for (const lang of ['ch', 'en']) {
      const head = (await template(c.token, 'csv', lang)).rawPayload.toString('utf8').trim();
      const cells = head.split(',').map(() => '');
      cells.splice(0, 4, lang === 'en' ? '11' : '12', lang === 'en' ? '11' : '12', '橙子', '6.50');
      const response = await upload(c.token, `${head}\r\n${cells.join(',')}\r\n`);
      expect(response.json().data).toMatchObject({ created: 1, committed: true, errors: [] });
    }
    expect((await rowsOf(c.id)).map((r) => r.unitPriceFen)).toEqual([650, 650]);
    const entries = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.companyId, c.id));
    expect(entries.filter((e) => e.action === 'goods.import').map((e) => e.detail)).toEqual([
      expect.objectContaining({ created: 1, updated: 0, skipped: 0 }),
      expect.objectContaining({ created: 1, updated: 0, skipped: 0 }),
    ]);
  });
});
