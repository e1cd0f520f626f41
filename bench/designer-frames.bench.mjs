// The label designer's frames while dragging one element (issue 13 §Speed): a 40×60 mm template of
// 50 elements at 100% zoom, beside the same drag on a template of 1 element (the baseline), in
// Debian's Chromium against the built product on a fresh embedded database.
//   npm run build && npm run designer-frames -w bench      (BENCH_DRAGS, default 5; PORT, default 3700)
// Frames are the intervals between requestAnimationFrame callbacks during the drag; the work per
// pointer move (the reducer, React's render of the stage and the canvas repaint) is timed in the
// page from a capturing pointermove listener to the end of the next animation frame's callbacks.
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';

const PORT = Number(process.env.PORT ?? 3700);
const BASE = `http://127.0.0.1:${PORT}`;
const DRAGS = Number(process.env.BENCH_DRAGS ?? 5);
const STEPS = 120;

const { server, ready } = startBuiltServer(PORT, 'frames');

const basic = (a, b) => `Basic ${Buffer.from(`${a}:${b}`).toString('base64')}`;
async function call(method, url, auth, body) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (answer.code !== 1) throw new Error(`${method} ${url}: ${answer.msg}`);
  return answer.data;
}

/** n elements over a 40×60 label: texts, bound fields, lines, boxes, a QR code and the price barcode. */
function elements(n) {
  const kinds = [
    ['field', 'name', 9],
    ['text', '单价', 5],
    ['field', 'unit_price', 5],
    ['field', 'weight', 5],
    ['field', 'total', 9],
    ['line', '', 0],
    ['box', '', 0],
    ['field', 'pack_date', 1],
  ];
  const items = [];
  for (let i = 0; i < n; i++) {
    const [itemName, value, font] = kinds[i % kinds.length];
    const row = Math.floor(i / 2);
    items.push({
      itemName,
      value,
      style: {
        font,
        x: (i % 2) * 20,
        y: 0.5 + row * 1.0,
        w: 19,
        h: itemName === 'line' ? 0.25 : 2.5,
        ...(font ? {} : { thickness: 2 }),
      },
    });
  }
  if (n >= 2) {
    items[n - 2] = {
      itemName: 'QRCode',
      value: '/external/qrdetail/{id}',
      style: { font: 0, x: 26, y: 30, w: 12, h: 12 },
    };
    items[n - 1] = {
      itemName: 'barCode',
      value: '{price_barcode}',
      style: { font: 1, x: 2, y: 44, w: 36, h: 14 },
    };
  }
  return { size: { width: 40, height: 60 }, itemList: items, qr_code_list: [] };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) };
};

async function measure(page, url) {
  await page.goto(url);
  await page.getByTestId('designer-item-0').waitFor();
  await page.waitForTimeout(500);
  const frames = [];
  const work = [];
  for (let d = 0; d < DRAGS; d++) {
    const item = page.getByTestId('designer-item-0');
    const box = await item.boundingBox();
    const from = { x: box.x + 4, y: box.y + 2 };
    await page.evaluate(() => {
      const w = window;
      w.__frames = [];
      w.__work = [];
      w.__on = true;
      let last = performance.now();
      const tick = (now) => {
        w.__frames.push(now - last);
        last = now;
        if (w.__on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      w.__listener = () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__work.push(performance.now() - start), 0));
      };
      window.addEventListener('pointermove', w.__listener, { capture: true });
    });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= STEPS; i++) await page.mouse.move(from.x + (i % 40) * 2, from.y + i);
    await page.mouse.up();
    await page.waitForTimeout(100);
    const run = await page.evaluate(() => {
      const w = window;
      w.__on = false;
      window.removeEventListener('pointermove', w.__listener, { capture: true });
      return { frames: w.__frames.slice(2), work: w.__work };
    });
    frames.push(...run.frames);
    work.push(...run.work);
    await page.getByTestId('designer-undo').click();
  }
  return { frames: stats(frames), work: stats(work), over16: frames.filter((f) => f > 16.7 * 1.5).length };
}

try {
  await ready;
  const auth = basic(
    (await call('POST', '/api/management/users/login/password', basic('demo', 'Demo@123456'))).token,
    'null',
  );
  const shops = await call('GET', '/api/management/shops?page=1&per_page=1', auth);
  const shopId = shops.list[0].id;
  const big = await call('POST', `/api/management/shops/${shopId}/labels`, auth, {
    name: 'bench 50',
    style: JSON.stringify(elements(50)),
  });
  const small = await call('POST', `/api/management/shops/${shopId}/labels`, auth, {
    name: 'bench 1',
    style: JSON.stringify(elements(1)),
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${BASE}/sign/login`);
  const form = page.getByTestId('password-form');
  await form.locator('input').first().fill('demo');
  await form.locator('input[type="password"]').fill('Demo@123456');
  await form.getByRole('button').last().click();
  await page.waitForURL(/\/project\//);
  const designer = (id) => `${BASE}/project/shopMng/shopList/manage/${shopId}/labels/${id}`;
  const baseline = await measure(page, designer(small.id));
  const loaded = await measure(page, designer(big.id));
  const ms = (x) => `${x.toFixed(1)} ms`;
  const line = (name, r) =>
    `| ${name} | ${r.frames.n} | ${ms(r.frames.p50)} | ${ms(r.frames.p95)} | ${ms(r.frames.max)} | ${r.over16} | ${ms(r.work.p50)} | ${ms(r.work.p95)} |`;
  console.log(`Chromium ${browser.version()}, ${DRAGS} drags of ${STEPS} pointer moves each, 100% zoom`);
  console.log(
    '| template | frames | frame p50 | frame p95 | frame max | frames > 25 ms | move→frame p50 | move→frame p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(line('1 element (baseline)', baseline));
  console.log(line('50 elements', loaded));
  console.log(`ratio of frame p95: ${(loaded.frames.p95 / baseline.frames.p95).toFixed(2)}`);
  await browser.close();
} finally {
  server.kill();
}
