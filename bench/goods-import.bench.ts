import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import type { GoodsRow } from '../apps/server/src/db/schema/index.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { readSheet } from '../apps/server/src/lib/sheets/cells.js';
import { csvOf, xlsxOf } from '../apps/server/src/modules/goods-transfer/sheet.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, signInHeaders } from './support.js';

/**
 * A 10,000-row goods import (xlsx and csv, every column of the export) through the real route,
 * end to end over HTTP, against a raw multi-row INSERT of the same rows.
 *   npm run goods-import -w bench     (DATABASE_URL, BENCH_RUNS)
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROWS = 10_000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORIGINS = ['山东烟台', '新疆阿克苏', '海南乐东', '云南宾川', '浙江金华', '内蒙古通辽'];
const PRODUCTS = ['红富士苹果', '库尔勒香梨', '香蕉', '巨峰葡萄', '冷鲜五花肉', '牛腱子', '酱牛肉'];

/**
 * 10,000 rows as an export writes them. PLU numbers only go to 9999, so row 10,000 repeats PLU 1:
 * the import reports it and, with skip_bad_rows=1, writes the other 9,999.
 */
function goodsRows(): GoodsRow[] {
  const now = new Date();
  return Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    companyId: 0,
    pluNumber: i < 9999 ? i + 1 : 1,
    itemCode: String(2_000_000 + i),
    name: `${ORIGINS[i % ORIGINS.length]}\n${PRODUCTS[i % PRODUCTS.length]} ${String(i).padStart(5, '0')}`,
    unitPriceFen: 100 + (i % 9000),
    priceChangeId: null,
    weighingMode: (i % 3) as 0 | 1 | 2,
    measureUnit: i % 3 === 0 ? 'kg' : '个',
    tareGrams: i % 50,
    shelfLifeDays: i % 30,
    specialInfo1: 0,
    specialInfo2: 0,
    specialInfo3: 0,
    department: 1 + (i % 4),
    numericCode: '',
    labelNumber: i % 10,
    discountEnabled: i % 7 === 0,
    discountPeriods: i % 7 === 0 ? [{ start: '20:00', end: '22:00', rate: 80 }] : [],
    traceCode: i % 2 === 0 ? `3301062026112${String(i).padStart(7, '0')}` : '',
    origin: ORIGINS[i % ORIGINS.length]!,
    imgUrl: '',
    description: i % 5 === 0 ? '冷藏 0–4 ℃' : '',
    ingredients: [],
    allergens: null,
    mayContain: [],
    nutrition: null,
    storage: '',
    storageEn: '',
    dateType: 'none',
    producer: '',
    createdTime: now,
    lastModifiedTime: now,
  }));
}

const COLUMNS = [
  'company_id',
  'plu_number',
  'item_code',
  'name',
  'unit_price_fen',
  'weighing_mode',
  'measure_unit',
  'tare_grams',
  'shelf_life_days',
  'special_info_1',
  'special_info_2',
  'special_info_3',
  'department',
  'numeric_code',
  'label_number',
  'discount_enabled',
  'discount_periods',
  'trace_code',
  'origin',
  'img_url',
  'description',
];

/** The baseline: the same rows as multi-row INSERTs of 500 rows (as the import chunks), one transaction. */
async function rawInsert(pool: pg.Pool, companyId: number, rows: GoodsRow[], upsert: boolean): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (let from = 0; from < rows.length; from += 500) {
      const chunk = rows.slice(from, from + 500);
      const values: unknown[] = [];
      const tuples = chunk.map((row) => {
        const cells = [
          companyId,
          row.pluNumber,
          row.itemCode,
          row.name,
          row.unitPriceFen,
          row.weighingMode,
          row.measureUnit,
          row.tareGrams,
          row.shelfLifeDays,
          row.specialInfo1,
          row.specialInfo2,
          row.specialInfo3,
          row.department,
          row.numericCode,
          row.labelNumber,
          row.discountEnabled,
          JSON.stringify(row.discountPeriods),
          row.traceCode,
          row.origin,
          row.imgUrl,
          row.description,
        ];
        const start = values.length;
        values.push(...cells);
        return `(${cells.map((_, k) => `$${start + k + 1}`).join(',')})`;
      });
      const conflict = upsert
        ? ` on conflict (company_id, plu_number) do update set ${COLUMNS.slice(2)
            .map((c) => `${c} = excluded.${c}`)
            .join(', ')}, last_modified_time = now()`
        : '';
      await client.query(
        `insert into goods (${COLUMNS.join(',')}) values ${tuples.join(',')}${conflict}`,
        values,
      );
    }
    await client.query('commit');
  } finally {
    client.release();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 4 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'admin', 'Admin@123456');
    let companies = 0;
    const newCompany = async () => {
      companies += 1;
      const made = await raw.query<{ id: number }>(
        `insert into companies (name, contact_person, phone_number) values ($1, '联系人', $2) returning id`,
        [`导入测试公司 ${companies}`, `1370000${String(companies).padStart(4, '0')}`],
      );
      return made.rows[0]!.id;
    };

    const rows = goodsRows();
    const files = { xlsx: await xlsxOf(rows), csv: csvOf(rows) };
    console.log(
      `files: xlsx ${(files.xlsx.length / 1024).toFixed(0)} KB, csv ${(files.csv.length / 1024).toFixed(0)} KB, ${ROWS} rows`,
    );

    const importOnce = async (format: 'xlsx' | 'csv', companyId: number) => {
      const form = new FormData();
      form.append('file', new Blob([files[format]]), `goods.${format}`);
      const start = performance.now();
      const response = await fetch(
        `${base}/api/management/goods/import?skip_bad_rows=1&company_id=${companyId}`,
        { method: 'POST', headers, body: form },
      );
      const body = (await response.json()) as {
        code: number;
        data: { created: number; updated: number; skipped: number; committed: boolean };
      };
      const ms = performance.now() - start;
      if (body.code !== 1 || !body.data.committed) throw new Error(`failed: ${JSON.stringify(body)}`);
      return {
        ms,
        report: `created ${body.data.created}, updated ${body.data.updated}, skipped ${body.data.skipped}`,
      };
    };

    const table: string[] = [];
    const record = (label: string, samples: number[], note: string) =>
      table.push(`| ${label} | ${samples.map(seconds).join(', ')} | ${note} |`);

    for (const format of ['xlsx', 'csv'] as const) {
      const parse: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const sheet = await readSheet(files[format]);
        parse.push(performance.now() - start);
        if (sheet?.length !== ROWS + 1) throw new Error('unexpected sheet');
      }
      record(`${format}: reading the file only (readSheet)`, parse, `${ROWS} rows`);

      const fresh: number[] = [];
      const again: number[] = [];
      let freshNote = '';
      let againNote = '';
      for (let run = 0; run < RUNS; run++) {
        const companyId = await newCompany();
        const first = await importOnce(format, companyId);
        fresh.push(first.ms);
        freshNote = first.report;
        const second = await importOnce(format, companyId);
        again.push(second.ms);
        againNote = second.report;
      }
      record(`${format}: import into an empty company`, fresh, freshNote);
      record(`${format}: the same file again (every row an update)`, again, againNote);
    }

    const written = rows.slice(0, 9999);
    const insert: number[] = [];
    const upsert: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const companyId = await newCompany();
      let start = performance.now();
      await rawInsert(raw, companyId, written, false);
      insert.push(performance.now() - start);
      start = performance.now();
      await rawInsert(raw, companyId, written, true);
      upsert.push(performance.now() - start);
    }
    record('raw SQL: multi-row INSERT of the 9,999 rows', insert, '20 chunks of 500 rows, one transaction');
    record('raw SQL: the same as INSERT … ON CONFLICT DO UPDATE', upsert, 'every row an update');

    console.log(`\n${RUNS} runs per case, seconds each, node ${process.version}\n`);
    console.log('| case | seconds (runs) | answer |');
    console.log('|---|---|---|');
    for (const line of table) console.log(line);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
