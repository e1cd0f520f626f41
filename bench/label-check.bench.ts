import { checkLabel } from '@dahua/shared/labels/check';
import type { LabelStyle } from '@dahua/shared/labels/model';
import type { LabelData } from '@dahua/shared/labels/render';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { goods as goodsTable } from '../apps/server/src/db/schema/index.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { labelDataOf } from '../apps/server/src/modules/labels/sale.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, signInHeaders, timed, triple } from './support.js';

/**
 * The label check (issue 29 §2: POST /api/management/labels/{id}/check) of one template over the 500
 * goods items that print with it, through the real app, beside its two parts alone: the reads (the goods
 * of the slot and the shop's current lots, as raw SQL through `pg`) and the rules (checkLabel over the
 * same 500 in process, no database).
 *   npm run label-check -w bench     (DATABASE_URL, BENCH_CALLS default 20)
 * Target: ≤ 5 s for 500 goods items.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const WARM_UP = 2;
const GOODS = 500;
const SLOT = 16;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A 40×60 mm food label: name, price fields, ingredients (bold allergens), allergen line, nutrition, dates, lot, QR, barcode. */
const style: LabelStyle = {
  size: { width: 40, height: 60 },
  itemList: [
    { itemName: 'field', value: 'name', style: { font: 9, x: 1, y: 1, w: 38, h: 3 } },
    { itemName: 'field', value: 'unit_price', style: { font: 5, x: 1, y: 4, w: 18, h: 2 } },
    { itemName: 'field', value: 'total', style: { font: 5, x: 21, y: 4, w: 18, h: 2 } },
    {
      itemName: 'field',
      value: 'ingredients',
      style: { font: 9, x: 1, y: 6, w: 38, h: 9, emphasis: 'bold' },
    },
    { itemName: 'field', value: 'allergen_line', style: { font: 9, x: 1, y: 15, w: 38, h: 6 } },
    { itemName: 'nutrition', value: '', style: { font: 9, x: 1, y: 21, w: 38, h: 24 } },
    { itemName: 'field', value: 'expiry_date_line', style: { font: 9, x: 1, y: 45, w: 38, h: 3 } },
    { itemName: 'field', value: 'lot', style: { font: 5, x: 1, y: 48, w: 26, h: 2 } },
    {
      itemName: 'QRCode',
      value: '/external/trace/{lot_trace_code}',
      style: { font: 0, x: 28, y: 48.5, w: 11, h: 11 },
    },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 1, y: 51, w: 26, h: 8 } },
  ],
  qr_code_list: [],
};

async function fillFood(pool: pg.Pool, companyId: number, shopId: number): Promise<void> {
  await pool.query(
    `insert into goods (company_id, plu_number, item_code, name, unit_price_fen, weighing_mode, shelf_life_days,
                        label_number, ingredients, allergens, nutrition, date_type)
     select $2::int, 9000 + i, (9500000 + i)::text,
            (array['奶油蛋糕','全麦面包','花生酥','芝麻饼','虾饺'])[1 + i % 5] || ' ' || lpad(i::text, 3, '0'),
            1000 + i, i % 2, 3, $3::int,
            jsonb_build_array(jsonb_build_object('zh', '小麦粉', 'en', 'wheat flour', 'allergen', 'gluten'),
                              jsonb_build_object('zh', '白砂糖', 'en', 'sugar', 'allergen', null),
                              jsonb_build_object('zh', '鸡蛋', 'en', 'eggs', 'allergen', 'eggs'),
                              jsonb_build_object('zh', case when i % 10 = 0 then '植物油、食用盐、酵母、奶粉、香草、单甘酯、山梨酸钾、食用香精' else '植物油' end,
                                                 'en', '', 'allergen', null)),
            array['gluten','eggs'],
            jsonb_build_object('energy_kj', 1600, 'protein_g', 6, 'fat_g', 15, 'saturated_fat_g', 8,
                               'carbohydrate_g', 55, 'sugars_g', 30, 'sodium_mg', 200),
            'use_by'
     from generate_series(1, $1) i`,
    [GOODS, companyId, SLOT],
  );
  // Half of them have a current lot in the shop (the lot line and the trace QR print for those).
  await pool.query(
    `with made as (
       insert into lots (company_id, goods_id, lot, trace_code)
       select $1, id, 'L' || id, lpad((2000000000000 + id)::text, 13, '0')
       from goods where company_id = $1 and label_number = $3 and id % 2 = 0
       returning id, goods_id)
     insert into shop_current_lots (shop_id, goods_id, lot_id) select $2, goods_id, id from made`,
    [companyId, shopId, SLOT],
  );
  await pool.query('vacuum analyze goods');
}

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const demo = await raw.query<{ company: number; shop: number }>(
      `select c.id as company, min(s.id) as shop from companies c join shops s on s.company_id = c.id
       where c.name = '演示公司' group by c.id`,
    );
    const { company, shop } = demo.rows[0]!;
    await raw.query('delete from labels where shop_id = $1 and slot = $2', [shop, SLOT]);
    await fillFood(raw, company, shop);

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = {
      ...(await signInHeaders(base, 'demo', 'Demo@123456')),
      'content-type': 'application/json',
    };
    const made = await fetch(`${base}/api/management/shops/${shop}/labels`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench food label', style: JSON.stringify(style), slot: SLOT }),
    });
    const label = ((await made.json()) as { data: { id: number; held: boolean } }).data;
    let answer: { checked: number; failures: unknown[] } | null = null;
    const api = await timed(
      async () => {
        const response = await fetch(`${base}/api/management/labels/${label.id}/check`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        answer = ((await response.json()) as { data: typeof answer }).data;
      },
      CALLS,
      WARM_UP,
    );
    const reads = await timed(
      async () => {
        const goods = await raw.query<{ id: number }>(
          'select * from goods where company_id = $1 and label_number = $2 order by plu_number',
          [company, SLOT],
        );
        await raw.query(
          `select c.goods_id, l.* from shop_current_lots c join lots l on l.id = c.lot_id
           where c.shop_id = $1 and c.goods_id = any($2)`,
          [shop, goods.rows.map((g) => g.id)],
        );
      },
      CALLS,
      WARM_UP,
    );
    const rows = await database.db
      .select()
      .from(goodsTable)
      .where(and(eq(goodsTable.companyId, company), eq(goodsTable.labelNumber, SLOT)));
    const data: LabelData[] = rows.map((g) =>
      labelDataOf(g, undefined, {
        quantity: 1000,
        time: new Date(),
        timeZone: 'Asia/Shanghai',
        barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
        shopName: '',
        origin: '',
      }),
    );
    const rules = await timed(
      async () => {
        for (const d of data) checkLabel(style, d, 1.2);
      },
      CALLS,
      WARM_UP,
    );
    const result = answer as { checked: number; failures: unknown[] } | null;
    console.log(
      `template ${label.id} (held on create: ${label.held}), checked ${result?.checked}, failing ${result?.failures.length}`,
    );
    console.log(`| case | p50 / p95 / p99 ms |\n|---|---:|`);
    console.log(`| POST labels/{id}/check, ${GOODS} goods items | **${triple(api)}** |`);
    console.log(`| reads alone: goods of the slot + current lots (raw SQL) | ${triple(reads)} |`);
    console.log(`| rules alone: checkLabel × ${GOODS} in process | ${triple(rules)} |`);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
