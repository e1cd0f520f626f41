import { OWNER } from '../support/accounts';
import { fitsTheWidth } from '../support/layout';
import { api } from '../support/request-api';
import { ownerAuthorization } from '../support/sales';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

// Issue 26 §4, stock as shop people saw it: at 1440 and 375 px, in both languages.

/**
 * PLU 5100–5899 and item codes 5300000–5399999 are this spec's alone: each test (a tag such as
 * `r1440ch`) has its own two, so parallel workers never take the same one.
 */
const seed = Date.now();
const TAGS = ['r', 't', 'o', 's'].flatMap((kind) =>
  [1440, 375].flatMap((width) => ['ch', 'en'].map((lang) => `${kind}${width}${lang}`)),
);
const base = (seed % 20) * 40;
const pluOf = (tag: string, n: number) => 5100 + base + TAGS.indexOf(tag) * 2 + n;

type Location = { id: number; name: string; kind: string };

/** A weighed and a counted goods item of the demo company, two shops, a supplier. */
async function prepare(request: APIRequestContext, tag: string) {
  const auth = await ownerAuthorization(request);
  // goods.spec.ts draws PLUs from 5500 up at random: a number taken by another spec (or a retry's
  // first attempt) gives way to the server's next free one.
  const goods = async (name: string, weighing_mode: 0 | 1) => {
    const body = {
      item_code: String(5_300_000 + (seed % 1000) * 64 + TAGS.indexOf(tag) * 2 + weighing_mode),
      name,
      unit_price: 1990,
      weighing_mode,
      ...(weighing_mode === 1 ? { measure_unit: '个' } : {}),
    };
    let plu = pluOf(tag, weighing_mode);
    for (let attempt = 0; ; attempt++) {
      const response = await request.post('/api/management/goods', {
        headers: { authorization: auth },
        data: { ...body, plu_number: plu },
      });
      const answer = await response.json();
      if (answer.code === 1 || response.status() !== 409 || attempt === 5) {
        expect(answer.code, `post /api/management/goods: ${answer.msg}`).toBe(1);
        return answer.data as { id: number };
      }
      plu = (await api<{ plu_number: number }>(request, auth, 'get', '/api/management/goods/next_plu'))
        .plu_number;
    }
  };
  const suffix = `${tag}${seed.toString(36)}`;
  const weighed = { name: `称重苹果${suffix}`, ...(await goods(`称重苹果${suffix}`, 0)) };
  const counted = { name: `计件鸡蛋${suffix}`, ...(await goods(`计件鸡蛋${suffix}`, 1)) };
  const locations = await api<Location[]>(request, auth, 'get', '/api/management/stock_locations');
  const shops = locations.filter((l) => l.kind === 'shop');
  const supplier = await api<{ id: number; name: string }>(
    request,
    auth,
    'post',
    '/api/management/suppliers',
    {
      name: `店面供应商${suffix}`,
    },
  );
  return { auth, weighed, counted, shop1: shops[0]!, shop2: shops[1]!, supplier };
}

async function open(page: Page, language: 'ch' | 'en', width: number, path: string) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await openSignedIn(page, OWNER, path, { language });
}

/** Nothing on the page scrolls sideways. */
/**
 * The element is wholly on screen left to right once scrolled to vertically: no box is scrolled
 * sideways to reach it (every scroll container keeps scrollLeft 0), and none cuts it off.
 */
async function reachable(page: Page, locator: Locator, what: string) {
  await locator.first().waitFor();
  await locator.evaluate((element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) parent.scrollLeft = 0;
    const top = element.getBoundingClientRect().top;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (/(auto|scroll)/.test(style.overflowY) && parent.scrollHeight > parent.clientHeight) {
        parent.scrollTop += element.getBoundingClientRect().top - parent.getBoundingClientRect().top - 80;
      }
    }
    window.scrollBy(0, element.getBoundingClientRect().top - 120);
    void top;
  });
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box, `${what} is not shown`).not.toBeNull();
  expect(box.x, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends off screen`).toBeLessThanOrEqual(width + 0.5);
  // Not hidden by a scroll container inside the page (a table scrolling inside itself).
  const clipped = await locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (/(auto|scroll|hidden)/.test(style.overflowX)) {
        const box = parent.getBoundingClientRect();
        if (own.left < box.left - 0.5 || own.right > box.right + 0.5) return true;
      }
    }
    return false;
  });
  expect(clipped, `${what} is cut off inside a scrolling box`).toBe(false);
}

const OK = (language: 'ch' | 'en') => (language === 'en' ? /^OK$/ : /确\s*定/);
const T = {
  ch: {
    reasonNeeded: '收货多于订单，请填写超收原因',
    receive: '收货',
    pcs: '件',
    noLines: '请至少添加一行商品',
    countedGoods: '已盘商品',
    transit: '在途',
    transitOther: 'In transit',
  },
  en: {
    reasonNeeded: 'More than ordered: please give the reason',
    receive: 'Receive',
    pcs: 'pcs',
    noLines: 'Please add at least one goods line',
    countedGoods: 'Goods counted',
    transit: 'In transit',
    transitOther: '在途',
  },
} as const;

test.describe.configure({ timeout: 150_000 });

for (const language of ['ch', 'en'] as const) {
  for (const width of [1440, 375]) {
    const at = `${width} px, ${language}`;

    test(`a submitted order is received from its page; more than ordered asks the reason in the line (${at})`, async ({
      page,
    }) => {
      const c = await prepare(page.request, `r${width}${language}`);
      const order = await api<{ id: number; number: string }>(
        page.request,
        c.auth,
        'post',
        '/api/management/purchase_orders',
        {
          location_id: c.shop1.id,
          supplier_id: c.supplier.id,
          lines: [{ goods_id: c.weighed.id, quantity: 10_000, unit_cost: 1250 }],
        },
      );
      await api(page.request, c.auth, 'post', `/api/management/purchase_orders/${order.id}/submit`);
      await open(page, language, width, `/project/stockMng/importOrder/${order.id}`);

      await page.getByTestId('document-action-receive-order').click();
      const form = page.getByTestId('document-form');
      await expect(form.getByTestId('line-quantity-0')).toHaveValue('10.000');
      await expect(form).toContainText(c.weighed.name);
      // Every field of the line is there without sideways scrolling.
      for (const id of ['line-quantity-0', 'line-cost-0', 'line-lot-0', 'line-production-0', 'line-expiry-0'])
        await reachable(page, form.getByTestId(id), id);
      await fitsTheWidth(page);

      await form.getByTestId('line-quantity-0').fill('12');
      // Asked at once, in the line, before anything is saved.
      await expect(form.getByText(T[language].reasonNeeded)).toBeVisible();
      await reachable(page, form.getByTestId('line-reason-0'), 'the reason');
      await page.getByTestId('document-save').click();
      await expect(form.getByText(T[language].reasonNeeded)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/importOrder/${order.id}$`));
      await form.getByTestId('line-reason-0').fill('供应商多送');
      await page.getByTestId('document-save').click();
      await expect(page).toHaveURL(/\/project\/stockMng\/importReceipt\/\d+$/);
      await expect(page.getByTestId('document-detail')).toContainText(order.number);
      await expect(page.getByTestId('document-lines')).toContainText('12.000 kg');
      // A phone opens the rest of a line under it.
      if (width < 768)
        await page.getByTestId('document-lines').locator('.ant-table-row-expand-icon').first().click();
      await expect(page.getByTestId('document-lines')).toContainText('供应商多送');
      await page.getByTestId('document-action-post').click();
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: OK(language) })
        .click();
      await expect(page.getByTestId('document-action-post')).toHaveCount(0);
      await fitsTheWidth(page);
    });

    test(`list totals show weight and count apart with units; the order's page fits (${at})`, async ({
      page,
    }) => {
      const c = await prepare(page.request, `t${width}${language}`);
      const order = await api<{ id: number; number: string }>(
        page.request,
        c.auth,
        'post',
        '/api/management/purchase_orders',
        {
          location_id: c.shop1.id,
          supplier_id: c.supplier.id,
          notes: `totals ${width}${language}`,
          lines: [
            { goods_id: c.weighed.id, quantity: 65_000, unit_cost: 800 },
            { goods_id: c.counted.id, quantity: 15, unit_cost: 100 },
          ],
        },
      );
      await open(page, language, width, '/project/stockMng/importOrder');
      await page.getByTestId('document-search').locator('input').fill(order.number);
      await page.getByTestId('document-search').locator('input').press('Enter');
      const row = page.locator('.ant-table-row').filter({ hasText: order.number });
      await expect(row).toHaveCount(1);
      await expect(row).not.toContainText('65,015');
      const weight = row.getByText('65.000 kg');
      const count = row.getByText(`15 ${T[language].pcs}`);
      await expect(weight).toBeVisible();
      await expect(count).toBeVisible();
      // The key figures are on screen, not in a sideways-scrolled part of the table.
      await reachable(page, weight, 'the weight total');
      await reachable(page, count, 'the count total');
      await reachable(page, row.getByRole('link', { name: order.number }), 'the number');
      await fitsTheWidth(page);

      // The detail page: the number is not covered by the export buttons; every action on screen.
      await row.getByRole('link', { name: order.number }).click();
      await expect(page).toHaveURL(new RegExp(`/importOrder/${order.id}$`));
      const title = page.getByTestId('document-detail').locator('.ant-card-head-title');
      await expect(title).toContainText(order.number);
      const buttons = await page.getByTestId('document-actions').getByRole('button').all();
      expect(buttons.length).toBeGreaterThan(2);
      const titleBox = (await title.getByText(order.number).boundingBox())!;
      for (const button of buttons) {
        const box = (await button.boundingBox())!;
        const overlaps =
          box.x < titleBox.x + titleBox.width &&
          titleBox.x < box.x + box.width &&
          box.y < titleBox.y + titleBox.height &&
          titleBox.y < box.y + box.height;
        expect(overlaps, `${await button.innerText()} covers the number`).toBe(false);
      }
      for (const button of buttons) await reachable(page, button, await button.innerText());
      // Lines show their quantity on screen.
      await reachable(page, page.getByTestId('document-lines').getByText('65.000 kg'), 'the line quantity');
      await reachable(
        page,
        page.getByTestId('document-lines').getByText(`15 ${T[language].pcs}`),
        'the count',
      );
      await fitsTheWidth(page);
    });

    test(`the overview shows each balance's quantity on screen; transit is named in the page's language (${at})`, async ({
      page,
    }) => {
      const c = await prepare(page.request, `o${width}${language}`);
      const receipt = await api<{ id: number }>(page.request, c.auth, 'post', '/api/management/receipts', {
        location_id: c.shop1.id,
        lines: [
          { goods_id: c.weighed.id, quantity: 44_000, unit_cost: 1000 },
          { goods_id: c.counted.id, quantity: 7, unit_cost: 100 },
        ],
      });
      await api(page.request, c.auth, 'post', `/api/management/receipts/${receipt.id}/post`);
      const transfer = await api<{ id: number }>(page.request, c.auth, 'post', '/api/management/transfers', {
        location_id: c.shop1.id,
        to_location_id: c.shop2.id,
        lines: [{ goods_id: c.weighed.id, quantity: 1_000 }],
      });
      await api(page.request, c.auth, 'post', `/api/management/transfers/${transfer.id}/ship`);

      await open(page, language, width, '/project/stockMng/stockOverview');
      await page.getByTestId('balance-search').locator('input').fill(c.weighed.name.slice(4));
      await page.getByTestId('balance-search').locator('input').press('Enter');
      const balances = page.getByTestId('balances');
      const row = balances.locator('.ant-table-row').filter({ hasText: c.shop1.name }).filter({
        hasText: c.weighed.name,
      });
      // The transit location (what was shipped and not yet received) in this language only.
      const transit = balances
        .locator('.ant-table-row')
        .filter({ hasText: c.weighed.name })
        .filter({ hasText: T[language].transit });
      await expect(transit.first()).toBeVisible();
      await expect(balances.locator('.ant-table-row').first()).toBeVisible();
      for (const shown of await balances.locator('.ant-table-row').allInnerTexts())
        expect(shown).not.toContain(T[language].transitOther);
      await expect(row).toHaveCount(1);
      await reachable(page, row.getByText('43.000 kg'), 'the quantity');
      const eggs = balances.locator('.ant-table-row').filter({ hasText: c.counted.name });
      await reachable(page, eggs.getByText(`7 ${T[language].pcs}`), 'the count');
      await fitsTheWidth(page);
      // The ledger of a balance shows each move's quantity on screen.
      await row.getByText(c.weighed.name).click();
      const ledger = page.getByTestId('ledger');
      await reachable(page, ledger.getByText('+44.000 kg'), 'the move');
      await reachable(page, ledger.getByText('-1.000 kg'), 'the transfer out');
    });

    test(`a stocktake shows counts with their unit, items counted apart, money as -¥ (${at})`, async ({
      page,
    }) => {
      const c = await prepare(page.request, `s${width}${language}`);
      const receipt = await api<{ id: number }>(page.request, c.auth, 'post', '/api/management/receipts', {
        location_id: c.shop1.id,
        lines: [
          { goods_id: c.weighed.id, quantity: 50_000, unit_cost: 1280 },
          { goods_id: c.counted.id, quantity: 3, unit_cost: 100 },
        ],
      });
      await api(page.request, c.auth, 'post', `/api/management/receipts/${receipt.id}/post`);
      const stocktake = await api<{ id: number }>(
        page.request,
        c.auth,
        'post',
        '/api/management/stocktakes',
        {
          location_id: c.shop1.id,
          goods_ids: [c.weighed.id, c.counted.id],
        },
      );
      // 44 kg counted of 50 (−6 kg at ¥12.80 = −¥76.80), 1 egg of 3.
      await api(page.request, c.auth, 'post', `/api/management/stocktakes/${stocktake.id}/counts`, {
        lines: [
          { goods_id: c.weighed.id, quantity: 44_000 },
          { goods_id: c.counted.id, quantity: 1 },
        ],
      });
      await open(page, language, width, `/project/stockMng/stockCheck/${stocktake.id}`);
      const report = page.getByTestId('variance-report');
      await expect(report).toContainText(T[language].countedGoods);
      await expect(report).not.toContainText('¥-');
      await expect(report).toContainText('-¥78.80');
      const apples = report.locator('.ant-table-row').filter({ hasText: c.weighed.name });
      await reachable(page, apples.getByText('44.000 kg'), 'the counted weight');
      await reachable(page, apples.getByText('-¥76.80'), 'the variance value');
      const eggs = report.locator('.ant-table-row').filter({ hasText: c.counted.name });
      await reachable(page, eggs.getByText(`1 ${T[language].pcs}`, { exact: true }), 'the counted pieces');
      await fitsTheWidth(page);
    });

    test(`a document without lines says so once (${at})`, async ({ page }) => {
      await open(page, language, width, '/project/stockMng/importReceipt');
      await page.getByTestId('document-create').click();
      await page.getByTestId('document-save').click();
      await expect(
        page.getByText('请选择库位').or(page.getByText('Please choose the location')).first(),
      ).toBeVisible();
      await expect(page.getByText(T[language].noLines, { exact: true })).toHaveCount(1);
      await fitsTheWidth(page);
    });
  }
}
