import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyRole, companyMembers, goods, shops } from '../../db/schema/index.js';
import { apiOf } from '../../test/api.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { balancesReport, documentListReport } from './export-data.js';
import { contentDisposition } from './export-model.js';
import { pdfOfReport } from './export-pdf.js';
import { xlsxOfReport } from './export-xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});
afterAll(() => t.close());

const { data } = apiOf(() => t);
/** A download; `lang` absent means the server's default (Chinese). */
function download(url: string, token: string, lang?: 'en' | 'ch'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(token), ...(lang ? { lang } : {}) } });
}

let plu = 500;
/** A company with an owner, two shops, a weighed and a counted goods item, a supplier with contacts. */
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const token = await signIn(t.app, owner.username!, owner.password);
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  await t.ctx.db.insert(shops).values([
    {
      companyId: row.id,
      name: '一号店',
      address: '上海市浦东新区世纪大道 100 号',
      telephone: '021-5555 0001',
    },
    { companyId: row.id, name: '二号店' },
  ]);
  const locations: { id: number; name: string }[] = await data(
    'GET',
    '/api/management/stock_locations',
    token,
  );
  const [apples, eggs] = await t.ctx.db
    .insert(goods)
    .values([
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `A${plu}`,
        name: '红富士苹果',
        unitPriceFen: 1200,
        weighingMode: 0,
        shelfLifeDays: 10,
      },
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `E${plu}`,
        name: '鸡蛋',
        unitPriceFen: 100,
        weighingMode: 1,
      },
    ])
    .returning();
  const supplier = await data('POST', '/api/management/suppliers', token, {
    name: `绿源果蔬 ${plu}`,
    contact_person: '李四',
    phone_number: '13800138000',
    address: '=HYPERLINK("http://evil.example","点我")',
    payment_terms: '月结 30 天',
  });
  return {
    id: row.id,
    name: row.name,
    owner: token,
    join,
    shop1: locations.find((l) => l.name === '一号店')!.id,
    shop2: locations.find((l) => l.name === '二号店')!.id,
    apples: apples!.id,
    eggs: eggs!.id,
    supplier: supplier.id as number,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

/** A submitted order: 10 kg apples at 8.00/kg (80.00) and 60 eggs at 0.50 (30.00) = 110.00. */
async function order(c: Company, notes = '=1+2 请周五前送达') {
  const po = await data('POST', '/api/management/purchase_orders', c.owner, {
    location_id: c.shop1,
    supplier_id: c.supplier,
    expected_date: '2026-11-30',
    notes,
    lines: [
      { goods_id: c.apples, quantity: 10_000, unit_cost: 800 },
      { goods_id: c.eggs, quantity: 60, unit_cost: 50 },
    ],
  });
  await data('POST', `/api/management/purchase_orders/${po.id}/submit`, c.owner);
  return po as { id: number; number: string };
}

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
/** The sheet's rows as arrays of cells (1-based columns → 0-based). */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.Cell[][] {
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) cells.push(row.getCell(i));
    rows.push(cells);
  });
  return rows;
}
const valuesOf = (cells: ExcelJS.Cell[]) => cells.map((c) => c.value);

/**
 * The text of a pdfkit pdf: its ToUnicode map applied to the glyph codes of every TJ, one string
 * per text run (pdfkit writes each run as `[<hex> kern <hex> …] TJ` with Identity-H codes).
 */
function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  const map = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
      const entries = [...list!.matchAll(/<([0-9a-f ]+)>/gi)].map(([, hex]) =>
        String.fromCharCode(...hex!.split(' ').map((h) => Number.parseInt(h, 16))),
      );
      for (const [i, text] of entries.entries()) map.set(Number.parseInt(from!, 16) + i, text);
    }
  }
  const runs: string[] = [];
  for (const content of streams.filter((s) => s.includes(' TJ'))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      let text = '';
      for (const [, hex] of array!.matchAll(/<([0-9a-f]*)>/gi))
        for (let i = 0; i < hex!.length; i += 4)
          text += map.get(Number.parseInt(hex!.slice(i, i + 4), 16)) ?? '?';
      runs.push(text);
    }
  }
  return runs.join('\n');
}

function expectFile(response: LightMyRequestResponse, type: 'pdf' | 'xlsx', filename: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(type === 'pdf' ? 'application/pdf' : XLSX);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
  );
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('one document', () => {
  it('answers a purchase order as an order form pdf in Chinese: CJK text embedded as a small subset', async () => {
    const c = await company();
    const po = await order(c);
    const started = performance.now();
    const response = await download(`/api/management/purchase_orders/${po.id}/export?format=pdf`, c.owner);
    const ms = performance.now() - started;
    expectFile(response, 'pdf', `${po.number}.pdf`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(pdf.toString('latin1')).toContain('/FontFile3');
    // A one-page order: the font is a subset of the glyphs used, so the file stays small.
    expect(pdf.length).toBeLessThan(500_000);
    console.info(`purchase order pdf: ${pdf.length} bytes, ${ms.toFixed(0)} ms (served)`);
    const text = pdfText(pdf).replace(/\s+/g, '');
    for (const expected of [
      '采购订单',
      po.number,
      c.name.replace(/\s+/g, ''),
      '供应商',
      '绿源果蔬',
      '李四',
      '13800138000',
      '上海市浦东新区世纪大道100号',
      '红富士苹果',
      '鸡蛋',
      '10.000',
      '8.00',
      '80.00',
      '110.00',
      '月结30天',
      '采购方（签字/盖章）',
      '供应商确认（签字/盖章）',
      '第1/1页',
    ])
      expect(text).toContain(expected);
  });

  it('answers the same order as xlsx: numbers as numbers, yuan with 2 decimals, typed text guarded', async () => {
    const c = await company();
    const po = await order(c);
    const response = await download(
      `/api/management/purchase_orders/${po.id}/export?format=xlsx`,
      c.owner,
      'en',
    );
    expectFile(response, 'xlsx', `${po.number}.xlsx`);
    const sheet = await workbook(response.rawPayload);
    const rows = rowsOf(sheet);
    expect(rows[0]![0]!.value).toBe(`Purchase order ${po.number}`);
    const header = rows.findIndex((r) => r[0]!.value === 'No.');
    expect(valuesOf(rows[header]!).slice(0, 8)).toEqual([
      'No.',
      'PLU',
      'Item code',
      'Goods',
      'Quantity',
      'Unit',
      'Unit cost (yuan)',
      'Value (yuan)',
    ]);
    const [apples, eggs, total] = rows.slice(header + 1, header + 4);
    expect(valuesOf(apples!).slice(0, 8)).toEqual([1, plu - 1, `A${plu - 1}`, '红富士苹果', 10, 'kg', 8, 80]);
    expect(apples![4]!.numFmt).toBe('0.000');
    expect(apples![6]!.numFmt).toBe('#,##0.00');
    expect(apples![7]!.numFmt).toBe('#,##0.00');
    expect(valuesOf(eggs!).slice(0, 8)).toEqual([2, plu, `E${plu}`, '鸡蛋', 60, 'pcs', 0.5, 30]);
    expect(eggs![4]!.numFmt).toBe('0');
    expect(total![0]!.value).toBe('Total');
    expect(total![7]!.value).toBe(110);
    expect(total![7]!.numFmt).toBe('#,##0.00');
    // Done quantity: nothing received yet.
    expect(rows[header]![8]!.value).toBe('Received');
    expect(apples![8]!.value).toBe(0);
    const summary = new Map(rows.map((r) => [r[0]!.value, r[1]!]));
    expect(summary.get('Total value (yuan)')!.value).toBe(110);
    expect(summary.get('Total weight (kg)')!.value).toBe(10);
    expect(summary.get('Total pieces')!.value).toBe(60);
    // What people typed and a spreadsheet would run is quoted; nothing is a formula.
    expect(summary.get('Notes')!.value).toBe("'=1+2 请周五前送达");
    expect(summary.get('Supplier · Address')!.value).toBe('\'=HYPERLINK("http://evil.example","点我")');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('changes every label with the lang header', async () => {
    const c = await company();
    const po = await order(c);
    const url = `/api/management/purchase_orders/${po.id}/export?format=xlsx`;
    const zh = rowsOf(await workbook((await download(url, c.owner)).rawPayload));
    const en = rowsOf(await workbook((await download(url, c.owner, 'en')).rawPayload));
    expect(zh[0]![0]!.value).toBe(`采购订单 ${po.number}`);
    expect(en[0]![0]!.value).toBe(`Purchase order ${po.number}`);
    const labels = (rows: ExcelJS.Cell[][]) => rows.map((r) => r[0]!.value);
    expect(labels(zh)).toEqual(
      expect.arrayContaining(['单号', '状态', '供应商 · 联系人', '行号', '合计', '备注']),
    );
    expect(labels(en)).toEqual(
      expect.arrayContaining(['Number', 'Status', 'Supplier · Contact', 'No.', 'Total', 'Notes']),
    );
    expect(zh.flat().map((cell) => cell.value)).toContain('已提交');
    expect(en.flat().map((cell) => cell.value)).toContain('Submitted');
    const pdf = pdfText((await download(url.replace('xlsx', 'pdf'), c.owner, 'en')).rawPayload).replace(
      /\s+/g,
      '',
    );
    for (const expected of ['Purchaseorder', 'Supplier', 'Buyer', 'Deliverto', 'Total', 'Page1of1'])
      expect(pdf).toContain(expected);
    expect(pdf).not.toContain('采购订单');
  });

  it('exports every kind in both formats, with lots and dates, arrivals and the stocktake variance report', async () => {
    const c = await company();
    const receipt = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      supplier_id: c.supplier,
      lines: [
        { goods_id: c.apples, quantity: 12_500, unit_cost: 1000, lot: 'L-7', production_date: '2026-11-20' },
        { goods_id: c.eggs, quantity: 100, unit_cost: 50 },
      ],
    });
    await data('POST', `/api/management/receipts/${receipt.id}/post`, c.owner);
    const back = await data('POST', '/api/management/supplier_returns', c.owner, {
      location_id: c.shop1,
      source_id: receipt.id,
      reason: '包装破损',
      lines: [{ goods_id: c.eggs, quantity: 10 }],
    });
    const transfer = await data('POST', '/api/management/transfers', c.owner, {
      location_id: c.shop1,
      to_location_id: c.shop2,
      lines: [{ goods_id: c.apples, quantity: 2_000 }],
    });
    await data('POST', `/api/management/transfers/${transfer.id}/ship`, c.owner);
    await data('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {
      lines: [{ line_id: transfer.lines[0].id, quantity: 1_900, reason: '运输损耗' }],
    });
    const loss = await data('POST', '/api/management/losses', c.owner, {
      location_id: c.shop1,
      reason: 'damaged',
      lines: [{ goods_id: c.eggs, quantity: 5 }],
    });
    const take = await data('POST', '/api/management/stocktakes', c.owner, {
      location_id: c.shop1,
      goods_ids: [c.apples, c.eggs],
    });
    await data('POST', `/api/management/stocktakes/${take.id}/counts`, c.owner, {
      lines: [{ goods_id: c.apples, quantity: 10_000 }],
    });
    const documents = [
      ['receipts', receipt],
      ['supplier_returns', back],
      ['transfers', transfer],
      ['losses', loss],
      ['stocktakes', take],
    ] as const;
    for (const [path, document] of documents) {
      for (const format of ['pdf', 'xlsx'] as const) {
        const response = await download(
          `/api/management/${path}/${document.id}/export?format=${format}`,
          c.owner,
          'en',
        );
        expectFile(response, format, `${document.number}.${format}`);
      }
    }
    const cellsOf = async (path: string, id: number) =>
      rowsOf(
        await workbook(
          (await download(`/api/management/${path}/${id}/export?format=xlsx`, c.owner, 'en')).rawPayload,
        ),
      );

    const receiptRows = await cellsOf('receipts', receipt.id);
    const header = receiptRows.find((r) => r[0]!.value === 'No.')!;
    expect(valuesOf(header)).toEqual(
      expect.arrayContaining(['Lot', 'Produced', 'Expires', 'Returned', 'Value (yuan)']),
    );
    const apples = receiptRows.find((r) => r[3]!.value === '红富士苹果')!;
    const at = (name: string) => valuesOf(header).indexOf(name);
    expect(apples[at('Quantity')]!.value).toBe(12.5);
    expect(apples[at('Value (yuan)')]!.value).toBe(125);
    expect(apples[at('Lot')]!.value).toBe('L-7');
    expect(apples[at('Expires')]!.value).toBe('2026-11-30');

    const transferRows = await cellsOf('transfers', transfer.id);
    const arrivedAt = valuesOf(transferRows.find((r) => r[0]!.value === 'No.')!).indexOf('Arrived');
    expect(transferRows.find((r) => r[3]!.value === '红富士苹果')![arrivedAt]!.value).toBe(1.9);

    const lossRows = await cellsOf('losses', loss.id);
    expect(lossRows.find((r) => r[0]!.value === 'Reason')![1]!.value).toBe('Damaged');

    const takeRows = await cellsOf('stocktakes', take.id);
    expect(takeRows.map((r) => r[0]!.value)).toContain('Variance report');
    const takeHeader = valuesOf(takeRows.find((r) => r[0]!.value === 'No.')!);
    expect(takeHeader).toEqual(
      expect.arrayContaining(['Book', 'Expected', 'Counted', 'Variance', 'Variance value (yuan)']),
    );
    const counted = takeRows.find((r) => r[3]!.value === '红富士苹果')!;
    // Book 10.5 kg (12.5 received − 2 shipped), counted 10 kg: −0.5 kg at 10.00/kg = −5.00.
    expect(counted[takeHeader.indexOf('Book')]!.value).toBe(10.5);
    expect(counted[takeHeader.indexOf('Variance')]!.value).toBe(-0.5);
    expect(counted[takeHeader.indexOf('Variance value (yuan)')]!.value).toBe(-5);
    const uncounted = takeRows.find((r) => r[3]!.value === '鸡蛋')!;
    expect(uncounted[takeHeader.indexOf('Counted')]!.value).toBeNull();
    const pdf = pdfText(
      (await download(`/api/management/stocktakes/${take.id}/export?format=pdf`, c.owner)).rawPayload,
    ).replace(/\s+/g, '');
    for (const expected of ['盘点单', '盘点差异表', '-0.500', '-5.00', '盘点人'])
      expect(pdf).toContain(expected);
  });

  it('answers another company’s document as missing, and a bad format as a validation failure', async () => {
    const c = await company();
    const other = await company();
    const po = await order(c);
    for (const format of ['pdf', 'xlsx']) {
      const foreign = await download(
        `/api/management/purchase_orders/${po.id}/export?format=${format}`,
        other.owner,
        'en',
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000006' } });
    }
    // The same id under another kind is no document of that kind.
    expect((await download(`/api/management/receipts/${po.id}/export`, c.owner)).statusCode).toBe(404);
    const clerk = await c.join('USER');
    expect((await download(`/api/management/purchase_orders/${po.id}/export`, clerk)).statusCode).toBe(200);
    for (const url of [
      `/api/management/purchase_orders/${po.id}/export?format=docx`,
      '/api/management/purchase_orders/export?format=csv',
      '/api/management/stock/export?format=PDF',
      '/api/management/purchase_orders/01/export',
    ]) {
      const bad = await download(url, c.owner, 'en');
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000002' } });
    }
    expect((await download(`/api/management/purchase_orders/${po.id}/export`, admin)).statusCode).toBe(200);
  });
});

describe('lists and the stock overview', () => {
  it('exports a filtered list on every page, named in the caller’s language', async () => {
    const c = await company();
    for (let i = 0; i < 12; i++) await order(c, `第 ${i + 1} 单`);
    await data('POST', '/api/management/purchase_orders', c.owner, {
      location_id: c.shop2,
      supplier_id: c.supplier,
      lines: [{ goods_id: c.eggs, quantity: 1, unit_cost: 1 }],
    });
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const url = `/api/management/purchase_orders/export?status=submitted&location_id=${c.shop1}`;
    const zh = await download(url, c.owner);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe(XLSX);
    expect(zh.headers['content-disposition']).toBe(
      `attachment; filename="purchase-orders-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent('采购订单')}-${day}.xlsx`,
    );
    const rows = rowsOf(await workbook(zh.rawPayload));
    expect(rows[0]![0]!.value).toBe('采购订单列表');
    const header = rows.findIndex((r) => r[0]!.value === '单号');
    const body = rows.slice(header + 1).filter((r) => /^PO-/.test(String(r[0]!.value)));
    // 12 submitted orders of shop 1 (more than a page of 10), not the draft of shop 2.
    expect(body).toHaveLength(12);
    const valueAt = valuesOf(rows[header]!).indexOf('金额(元)');
    expect(body.every((r) => r[valueAt]!.value === 110)).toBe(true);
    const total = rows.find((r) => r[0]!.value === '合计')!;
    expect(total[valueAt]!.value).toBe(1320);
    expect(total[valueAt]!.numFmt).toBe('#,##0.00');
    expect(rows.find((r) => r[0]!.value === '状态')![1]!.value).toBe('已提交');

    const started = performance.now();
    const pdf = await download(`${url}&format=pdf`, c.owner, 'en');
    console.info(
      `purchase order list pdf (12 rows): ${pdf.rawPayload.length} bytes, ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="purchase-orders-${day}.pdf"; filename*=UTF-8''purchase-orders-${day}.pdf`,
    );
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('Purchaseorders');
    expect(text).toContain('1,320.00');
    // Another company's list export holds none of these.
    const other = await company();
    const foreign = rowsOf(
      await workbook((await download('/api/management/purchase_orders/export', other.owner)).rawPayload),
    );
    expect(foreign.some((r) => /^PO-/.test(String(r[0]!.value)))).toBe(false);
  });

  it('says so in the file when the list was cut at the row limit', async () => {
    const c = await company();
    for (let i = 0; i < 3; i++) await order(c);
    const scope = { kind: 'company', userId: 0, companyId: c.id, role: 'OWNER' } as const;
    const report = await documentListReport(t.ctx, scope, 'purchase_order', {}, 'en', 2);
    expect(report.rows).toHaveLength(2);
    expect(report.footnote).toBe(
      'Only the first 2 of 3 rows are exported; narrow the filters to export the rest.',
    );
    const rows = rowsOf(await workbook(await xlsxOfReport(report)));
    expect(rows.at(-1)![0]!.value).toBe(report.footnote);
    expect(pdfText(await pdfOfReport(report))).toContain('Only the first 2 of 3 rows');
    const all = await documentListReport(t.ctx, scope, 'purchase_order', {}, 'en', 3);
    expect(all.footnote).toBeNull();
    const stock = await balancesReport(t.ctx, scope, {}, 'ch', 1);
    expect(stock.rows.length).toBeLessThanOrEqual(1);
  });

  it('exports the stock overview with values in yuan and the filters of the page', async () => {
    const c = await company();
    const receipt = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      supplier_id: c.supplier,
      lines: [
        { goods_id: c.apples, quantity: 1_234, unit_cost: 999 },
        { goods_id: c.eggs, quantity: 30, unit_cost: 45 },
      ],
    });
    await data('POST', `/api/management/receipts/${receipt.id}/post`, c.owner);
    const response = await download('/api/management/stock/export', c.owner, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const rows = rowsOf(await workbook(response.rawPayload));
    const header = valuesOf(rows.find((r) => r[0]!.value === 'Location')!);
    const apples = rows.find((r) => r[3]!.value === '红富士苹果')!;
    expect(apples[header.indexOf('Quantity')]!.value).toBe(1.234);
    expect(apples[header.indexOf('Quantity')]!.numFmt).toBe('0.000');
    // 1.234 kg × 9.99/kg = 12.33 (rounded to the fen).
    expect(apples[header.indexOf('Value (yuan)')]!.value).toBe(12.33);
    const total = rows.find((r) => r[0]!.value === 'Total')!;
    expect(total[header.indexOf('Value (yuan)')]!.value).toBe(25.83);

    const filtered = rowsOf(
      await workbook(
        (await download(`/api/management/stock/export?goods_id=${c.eggs}`, c.owner, 'en')).rawPayload,
      ),
    );
    expect(filtered.filter((r) => r[3]!.value === '红富士苹果')).toHaveLength(0);
    expect(filtered.filter((r) => r[3]!.value === '鸡蛋')).toHaveLength(1);

    const started = performance.now();
    const pdf = await download('/api/management/stock/export?format=pdf', c.owner);
    console.info(
      `stock overview pdf: ${pdf.rawPayload.length} bytes, ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, '')).toContain('库存总览');
    const admins = await download(`/api/management/stock/export?company_id=${c.id}`, admin, 'en');
    expect(rowsOf(await workbook(admins.rawPayload))[1]![0]!.value).toBe(c.name);
  });
});

describe('content disposition', () => {
  it('gives an ASCII name and the real one per RFC 5987', () => {
    expect(contentDisposition('库存总览-20261122.xlsx', 'stock-20261122.xlsx')).toBe(
      `attachment; filename="stock-20261122.xlsx"; filename*=UTF-8''%E5%BA%93%E5%AD%98%E6%80%BB%E8%A7%88-20261122.xlsx`,
    );
    expect(contentDisposition("a'b (1).pdf", 'a"b.pdf')).toBe(
      `attachment; filename="a_b.pdf"; filename*=UTF-8''a%27b%20%281%29.pdf`,
    );
  });
});
