import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bridge, loadConfig } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { PRICE_CLOCK_FILE, PRICE_SERVER_PORT } from '../support/price-clock';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 28, end to end: "the simulator holds the promotion price after its start (fake clock)". This spec
 * has a server of its own (playwright.config.ts's second webServer: its own database, CLOCK_OFFSET_FILE),
 * so moving its clock two hours on disturbs no other spec. An owner's promotion for a scale's goods item
 * starts in 2 hours; a simulated scale, driven by the bridge (in this process, from the built package),
 * holds the base price; the clock moves past the start: within seconds the simulator holds the promotion's
 * price, and the scale page says so; past its end, the base price again.
 */
const BASE = `http://127.0.0.1:${PRICE_SERVER_PORT}`;
test.use({ baseURL: BASE, viewport: { width: 1440, height: 900 } });

const HOUR = 3_600_000;
const setOffset = (ms: number) => writeFileSync(PRICE_CLOCK_FILE, String(ms));

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('dahua.token') ?? '{}').token as string,
  );
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Basic ${Buffer.from(`${token}:null`).toString('base64')}` },
    data,
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test('the simulator holds the promotion price after its start and the base price after its end (fake clock)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  setOffset(0);
  const tag = Date.now().toString(36);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-price-schedule-'));
  const stop = new AbortController();
  let sim: Simulator | undefined;
  let running: Promise<void> | undefined;
  try {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);

    const shop = await api(page, 'POST', '/api/management/shops/create', {
      name: `促销测试店${tag}`,
      phone_number: '13812345678',
      address: '杭州市西湖区',
    });
    const scale = await api(page, 'POST', `/api/shops/${shop.id}/scales`, {
      scale_name: `促销测试秤${tag}`,
      model_code: 'TM-Aa',
    });
    const plu = 3900 + (Date.now() % 90);
    const goods = await api(page, 'POST', '/api/management/goods', {
      plu_number: plu,
      item_code: String(4_400_000 + plu),
      name: `促销测试苹果${tag}`,
      unit_price: 1280,
    });
    await api(page, 'POST', `/api/scales/${scale.id}/goods?op_flag=1`, { good_ids: [goods.id] });
    const { device_credential: credential } = await api(
      page,
      'POST',
      `/api/management/scales/${scale.id}/credential`,
    );

    // The scale and its bridge.
    sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
    const path = join(dir, 'bridge.json');
    writeFileSync(
      path,
      JSON.stringify({
        server: BASE,
        state_dir: 'state',
        scales: [{ host: '127.0.0.1', port: sim.port, credential }],
      }),
    );
    const bridge = new Bridge(loadConfig(path), { log: () => {} });
    running = bridge.run(stop.signal);
    const held = () => sim!.memory.pluRecord(plu)?.unitPrice ?? null;
    await expect.poll(held, { timeout: 30_000 }).toBe(1280);

    // The owner's promotion, starting in 2 hours by the server's clock, for one hour.
    const startsAt = Date.now() + 2 * HOUR;
    const promotion = await api(page, 'POST', '/api/management/price_changes', {
      kind: 'promotion',
      name: `晚市特价${tag}`,
      reason: 'e2e',
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + HOUR).toISOString(),
      lines: [{ goods_id: goods.id, unit_price: 990 }],
    });
    expect(promotion.id).toBeGreaterThan(0);
    // Not started: the scale keeps the base price.
    await page.waitForTimeout(2000);
    expect(held()).toBe(1280);

    // The server's clock moves past the start: the simulator holds the promotion's price within seconds.
    setOffset(2 * HOUR + 60_000);
    await expect.poll(held, { timeout: 15_000 }).toBe(990);

    // The scale page's goods tab shows the price in force and the promotion that set it.
    await page.goto(`/project/scaleMng/scaleList/manage/${scale.id}`);
    await page.getByRole('tab', { name: '秤上商品' }).click();
    const price = page.getByTestId('scale-goods-price').first();
    await expect(price).toContainText('9.90');
    await expect(price.getByTestId('price-rule')).toHaveText(`促销 晚市特价${tag}`);
    await page.screenshot({ path: test.info().outputPath('scale-goods-1440-ch.png') });

    // A sale at the promotion's price, sent as the bridge sends the scale's records: the trade page names the
    // promotion that set the price it sold at.
    const sold = await page.request.post('/api/devices/trades', {
      headers: { authorization: `Bearer ${credential}` },
      data: {
        records: [
          {
            record_no: 1,
            trade_time: new Date(startsAt + 10 * 60_000).toISOString(),
            plu,
            weighing_mode: 0,
            weight: 1000,
            unit_price: 990,
            total_before_discount: 990,
            total_price: 990,
          },
        ],
      },
    });
    expect((await sold.json()).data).toMatchObject({ stored: 1 });
    await page.goto(`/project/tradeMng/tradeList`);
    const trade = page.getByRole('row').filter({ hasText: `促销测试苹果${tag}` });
    await expect(trade.getByTestId('price-rule')).toHaveText(`促销 晚市特价${tag}`);
    await page.screenshot({ path: test.info().outputPath('trades-1440-ch.png') });

    // On a phone, in English: the rule folds under the price, and no page scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => localStorage.setItem('lange', 'en'));
    await page.reload();
    await expect(trade.getByTestId('price-rule')).toHaveText(`Promotion 晚市特价${tag}`);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('trades-375-en.png') });
    await page.goto(`/project/scaleMng/scaleList/manage/${scale.id}`);
    await page.getByRole('tab', { name: 'Goods on the scale' }).click();
    await expect(price.getByTestId('price-rule')).toHaveText(`Promotion 晚市特价${tag}`);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('scale-goods-375-en.png') });

    // Past its end: the base price again.
    setOffset(3 * HOUR + 60_000);
    await expect.poll(held, { timeout: 15_000 }).toBe(1280);
  } finally {
    setOffset(0);
    stop.abort();
    await running?.catch(() => {});
    await sim?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
