import { OWNER } from '../support/accounts';
import { api, basic } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Lots (issue 29 §3). Through the API the owner receives two lots of its own goods item into the
 * first shop; the shop page's Current lots tab shows the earlier expiry current (automatic), the owner
 * chooses the other by hand, the goods list's Lots drawer shows where each is current, and the public
 * trace page of the chosen lot opens at 375 px in both languages, without sideways scroll.
 * Screenshots go to each test's output folder (lots-<language>-<width>*.png).
 */
test.describe.configure({ timeout: 120_000 });

/** PLU 800–899 and item codes 9600800–9600899 are this spec's. */
const seed = Date.now();
const plu = (n: number) => 800 + ((seed + n * 13) % 100);
const itemCode = (n: number) => String(9_600_800 + ((seed + n * 13) % 100));

/** A goods item with lots EARLY (expires 2099-03-01) and LATE (2099-09-01) received into the first shop. */
async function receivedLots(request: APIRequestContext, n: number, name: string) {
  const login = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const auth = basic((await login.json()).data.token, 'null');
  const goods = await api<{ id: number }>(request, auth, 'post', '/api/management/goods', {
    plu_number: plu(n),
    item_code: itemCode(n),
    name,
    unit_price: 1990,
    origin: '山东烟台',
  });
  const shops = await api<{ list: { id: number }[] }>(
    request,
    auth,
    'get',
    '/api/management/shops?page=1&per_page=1',
  );
  const shopId = shops.list[0]!.id;
  const locations = await api<{ id: number; shop_id: number | null }[]>(
    request,
    auth,
    'get',
    '/api/management/stock_locations',
  );
  const receipt = await api<{ id: number }>(request, auth, 'post', '/api/management/receipts', {
    location_id: locations.find((l) => l.shop_id === shopId)!.id,
    lines: [
      { goods_id: goods.id, quantity: 5_000, unit_cost: 1000, lot: 'LATE', expiry_date: '2099-09-01' },
      { goods_id: goods.id, quantity: 5_000, unit_cost: 1000, lot: 'EARLY', expiry_date: '2099-03-01' },
    ],
  });
  await api(request, auth, 'post', `/api/management/receipts/${receipt.id}/post`);
  const lots = await api<{ lot: string; trace_code: string }[]>(
    request,
    auth,
    'get',
    `/api/management/lots?goods_id=${goods.id}`,
  );
  return { shopId, goodsId: goods.id, late: lots.find((l) => l.lot === 'LATE')!.trace_code };
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

const WORDS = {
  ch: {
    tab: '当前批次',
    automatic: '自动（先到期先出）',
    byHand: '手动',
    lots: '批次',
    trace: '产品追溯',
    expiry: '到期日期',
  },
  en: {
    tab: 'Current lots',
    automatic: 'Automatic (first expiry first)',
    byHand: 'by hand',
    lots: 'Lots',
    trace: 'Product trace',
    expiry: 'Expires on',
  },
};

let n = 0;
for (const language of ['ch', 'en'] as const) {
  const words = WORDS[language];
  for (const width of [1440, 375]) {
    test(`the owner sees the current lot, chooses another, and its trace page opens (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const name = `批次测试 ${language} ${width} ${seed % 10_000}`;
      const { shopId, late } = await receivedLots(request, ++n + (language === 'en' ? 10 : 0) + width, name);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await openSignedIn(page, OWNER, `/project/shopMng/shopList/manage/${shopId}?tab=lots`, { language });
      await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute('aria-selected', 'true');
      const row = page.getByTestId('shop-lot-row').filter({ hasText: name });
      await expect(row.getByTestId('shop-lot-current')).toHaveText('EARLY');
      await expect(row.getByTestId('shop-lot-mode')).toHaveText(words.automatic);
      await expectNoSidewaysScroll(page);

      await row.getByTestId('shop-lot-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'LATE' }).click();
      await expect(row.getByTestId('shop-lot-current')).toHaveText('LATE');
      await expect(row.getByTestId('shop-lot-mode')).toHaveText(words.byHand);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`lots-${language}-${width}-shop.png`),
        fullPage: true,
      });

      // The goods list's drawer: LATE is current in the shop, by hand.
      await page.goto('/project/goodMng/goodList');
      await page.getByTestId('goods-search').locator('input').fill(name);
      await page.getByTestId('goods-search').locator('input').press('Enter');
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByTestId('goods-lots-open')
        .click();
      const lateLot = page.getByTestId('goods-lot').filter({ hasText: 'LATE' });
      await expect(lateLot.getByTestId('goods-lot-code')).toContainText(late);
      await expect(lateLot).toContainText(words.byHand);
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');

      // The public trace page of the chosen lot, on a phone, in this language and then the other.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/external/trace/${late}?lang=${language === 'en' ? 'en' : 'zh'}`);
      await expect(page.locator('h1')).toHaveText(name);
      await expect(page.locator('main')).toContainText(words.trace);
      await expect(page.locator('main')).toContainText('2099-09-01');
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`lots-${language}-${width}-trace.png`),
        fullPage: true,
      });
      const other = WORDS[language === 'en' ? 'ch' : 'en'];
      await page.locator('p.lang a').click();
      await expect(page.locator('main')).toContainText(other.trace);
      await expectNoSidewaysScroll(page);
    });
  }
}

test('an unknown trace code gets a clear page in both languages (404)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const response = await page.goto('/external/trace/0000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('找不到此追溯码');
  await expect(page.locator('main')).toContainText('Trace code not found');
  await expectNoSidewaysScroll(page);
  // The GS1 Digital Link-style address reaches the server, not the public site's 404 page.
  const link = await page.goto('/01/00000000000000/10/NO-SUCH-LOT?lang=en');
  expect(link?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('Trace code not found');
});
