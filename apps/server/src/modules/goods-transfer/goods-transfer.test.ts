import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, goods } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../images/multipart.js';

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
    expect(sheet.getRow(1).getCell(1).value).toBe('plu_number');
    expect(sheet.getRow(2).getCell(3).value).toBe('红富士苹果');
    expect(sheet.getRow(3).getCell(2).value).toBe('0000002');
    expect(sheet.getRow(3).getCell(4).value).toBe(2999);
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

const HEADER = 'plu_number,item_code,name,unit_price,weighing_mode,shelf_life,origin';

describe('goods import', () => {
  it('creates and updates by PLU number from a good csv', async () => {
    const c = await seeded();
    const csv = `${HEADER}\n1,1000001,红富士苹果,1380,0,7,山东\n3,1000003,香蕉,599,0,5,海南\n4,1000004,鸡蛋,50,1,30,\n`;
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
    sheet.addRow(['plu_number', 'item_code', 'name', 'unit_price']);
    sheet.addRow([5, '123', '西瓜', 300]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(c.token, bytes, '', 'goods.xlsx');
    expect(response.json().data).toMatchObject({ created: 1, committed: true });
    expect((await rowsOf(c.id))[0]).toMatchObject({ pluNumber: 5, itemCode: '123', name: '西瓜' });
  });

  const bad = [
    HEADER,
    '1,1000001,苹果,1380,0,7,',
    '2,12345678,梨,100,0,0,', // item code too long
    '3,1000003,香蕉,12.5,0,0,', // price not whole fen
    '4,1000004,葡萄,100,5,0,', // weighing mode
    '5,1000005,草莓,100,0,0,',
  ].join('\n');

  it('writes nothing when any row is bad, and names the rows and fields', async () => {
    const c = await company();
    const response = await upload(c.token, bad);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ created: 0, updated: 0, committed: false });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'item_code'],
      [4, 'unit_price'],
      [5, 'weighing_mode'],
    ]);
    expect(report.errors[0].message).toMatch(/[a-z]/);
    expect(await rowsOf(c.id)).toEqual([]);
    const zh = (await upload(c.token, bad, '', 'goods.csv', 'ch')).json().data;
    expect(zh.errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('writes the good rows when told to skip the bad ones', async () => {
    const c = await company();
    const report = (await upload(c.token, bad, '?skip_bad_rows=1')).json().data;
    expect(report).toMatchObject({ created: 2, updated: 0, skipped: 3, committed: true });
    expect(report.errors).toHaveLength(3);
    expect((await rowsOf(c.id)).map((r) => r.pluNumber)).toEqual([1, 5]);
  });

  it('reports duplicate PLU numbers in the file and item codes of other items', async () => {
    const c = await seeded();
    const csv = `${HEADER}\n7,1000007,a,1,0,0,\n7,1000008,b,1,0,0,\n8,1000001,c,1,0,0,\n`;
    const report = (await upload(c.token, csv)).json().data;
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'plu_number'],
      [4, 'item_code'],
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
