import type { LabelStyle } from '@dahua/shared/labels/model';
import { type LabelData, renderLabel } from '@dahua/shared/labels/render';
import { blankBitmap, encodePng1, labelPng } from '../apps/server/src/modules/labels/raster.js';

/**
 * The server's label raster (apps/server/src/modules/labels/raster.ts), in process: a 40×60 mm label
 * of 12 elements (texts, bound fields, the price barcode, a goods-page QR code, lines and a frame)
 * laid out by renderLabel and drawn to a 1-bit PNG, after a warm-up, beside encoding a blank 1-bit
 * PNG of the same 320 × 480 dots.
 *   npm run label-render -w bench     (BENCH_RUNS, default 200)
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 30;

const style: LabelStyle = {
  size: { width: 40, height: 60 },
  itemList: [
    { itemName: 'field', value: 'shop_name', style: { font: 5, x: 1, y: 1, w: 38, h: 3 } },
    { itemName: 'field', value: 'name', style: { font: 9, x: 1, y: 5, w: 38, h: 4 } },
    { itemName: 'text', value: '单价(元/kg)', style: { font: 5, x: 1, y: 10, w: 18, h: 3 } },
    { itemName: 'field', value: 'unit_price', style: { font: 9, x: 1, y: 13, w: 18, h: 4 } },
    { itemName: 'text', value: '重量(kg)', style: { font: 5, x: 21, y: 10, w: 18, h: 3 } },
    { itemName: 'field', value: 'weight', style: { font: 9, x: 21, y: 13, w: 18, h: 4 } },
    { itemName: 'line', value: '', style: { font: 0, x: 1, y: 18, w: 38, h: 0, thickness: 2 } },
    { itemName: 'field', value: 'total', style: { font: 17, x: 1, y: 20, w: 24, h: 6 } },
    { itemName: 'field', value: 'pack_date', style: { font: 5, x: 1, y: 30, w: 24, h: 3 } },
    { itemName: 'QRCode', value: '/external/qrdetail/{id}', style: { font: 0, x: 27, y: 20, w: 12, h: 12 } },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 2, y: 40, w: 36, h: 14 } },
    { itemName: 'box', value: '', style: { font: 0, x: 0, y: 0, w: 40, h: 60, thickness: 2 } },
  ],
  qr_code_list: [],
};

/** Sale i: a different goods item and weight each time, so no symbol comes from a cache. */
const sale = (i: number): LabelData => ({
  goods: {
    id: 1000 + i,
    name: '红富士苹果\n特级',
    plu_number: 1 + (i % 9999),
    item_code: String(10_000 + (i % 90_000)),
    unit_price: 1280,
    weighing_mode: 0,
    measure_unit: 'kg',
    shelf_life: 15,
    origin: '山东烟台',
    trace_code: '',
    department: 1,
  },
  quantity: 500 + i,
  time: new Date('2026-11-22T01:05:00Z'),
  timeZone: 'Asia/Shanghai',
  barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
  shopName: '文三路生鲜店',
  origin: 'https://scale.example.com',
});

/** Wall-clock times of each run (sorted) and the process's CPU time per run (user + system). */
async function timed(runs: number, run: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < WARM_UP; i++) await run(-1 - i);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  return { sorted: times.sort((a, b) => a - b), cpu: (used.user + used.system) / 1000 / runs };
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const row = (name: string, { sorted, cpu }: Awaited<ReturnType<typeof timed>>) =>
  `| ${name} | ${[at(sorted, 0.5), at(sorted, 0.95), sorted.at(-1)!].map((v) => v.toFixed(2)).join(' / ')} | ${cpu.toFixed(2)} |`;

const first = renderLabel(style, sale(0));
if (first.primitives.length !== 12 || first.warnings.length)
  throw new Error(
    `the bench label lays out as ${first.primitives.length} elements: ${JSON.stringify(first.warnings)}`,
  );
const cold = performance.now();
const { png, warnings } = await labelPng(first);
const coldMs = performance.now() - cold;
if (warnings.length) throw new Error(`raster warnings: ${JSON.stringify(warnings)}`);

const fresh = await timed(RUNS, async (i) => (await labelPng(renderLabel(style, sale(RUNS + 100 + i)))).png);
const same = renderLabel(style, sale(0));
const repeated = await timed(RUNS, async () => (await labelPng(same)).png);
const blank = blankBitmap(first.width, first.height);
const empty = await timed(RUNS, () => encodePng1(blank));

console.log(`label ${first.width} × ${first.height} dots, 12 elements, ${png.length} bytes of PNG;`);
console.log(`first render in the process (font registered, glyphs cached): ${coldMs.toFixed(1)} ms`);
console.log(
  `${RUNS} runs after ${WARM_UP} warm-up, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
);
console.log('| case | p50 / p95 / max ms | CPU ms a run |');
console.log('|---|---:|---:|');
console.log(row('render + draw + 1-bit PNG, a new sale each run (new QR and barcode)', fresh));
console.log(row('render + draw + 1-bit PNG, the same sale (symbols cached)', repeated));
console.log(row('blank 1-bit PNG of 320 × 480, encode only', empty));
