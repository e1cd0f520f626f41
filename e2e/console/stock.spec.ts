import { OWNER } from '../support/accounts';
import { api, basic } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

/** PLU 4100–4999 and item codes 5200000–5299999 are this spec's alone. */
const seed = Date.now();
const plu = (n: number) => 4100 + ((seed + n * 7) % 900);
const itemCode = (n: number) => String(5_200_000 + ((seed + n * 7) % 99_999));
const OK = /确\s*定|OK/;

async function ownerAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return basic(body.data.token, 'null');
}

type Location = { id: number; name: string; kind: string };

/** A goods item of the demo company (by weight), and its two first shops' stock locations. */
async function prepare(request: APIRequestContext, n: number, name: string) {
  const auth = await ownerAuthorization(request);
  const goods = await api<{ id: number }>(request, auth, 'post', '/api/management/goods', {
    plu_number: plu(n),
    item_code: itemCode(n),
    name,
    unit_price: 1990,
  });
  const locations = await api<Location[]>(request, auth, 'get', '/api/management/stock_locations');
  const shops = locations.filter((l) => l.kind === 'shop');
  expect(shops.length).toBeGreaterThanOrEqual(2);
  return { auth, goodsId: goods.id, shop1: shops[0]!, shop2: shops[1]! };
}

/** Puts stock of the goods at a location through a posted receipt (kg at fen per kg). */
async function receiveByApi(
  request: APIRequestContext,
  auth: string,
  locationId: number,
  goodsId: number,
  grams: number,
) {
  const receipt = await api<{ id: number }>(request, auth, 'post', '/api/management/receipts', {
    location_id: locationId,
    notes: 'e2e',
    lines: [{ goods_id: goodsId, quantity: grams, unit_cost: 1000 }],
  });
  await api(request, auth, 'post', `/api/management/receipts/${receipt.id}/post`);
}

function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** Opens a select, types to search and clicks the option holding `option`. */
async function choose(page: Page, select: Locator, typed: string, option = typed) {
  await select.click();
  await select.locator('input').fill(typed);
  await openOptions(page).filter({ hasText: option }).first().click();
  await expect(select).toContainText(option);
}

/** Finds goods in a finder field by what is typed (name, PLU, barcode) and Enter. */
async function find(finder: Locator, text: string) {
  await finder.locator('input').fill(text);
  await finder.locator('input').press('Enter');
}

/** Clicks a detail page's action button and confirms its dialog. */
async function act(page: Page, action: string) {
  await page.getByTestId(`document-action-${action}`).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();
}

/** The status tag of the document a detail page shows. */
const status = (page: Page) => page.getByTestId('document-detail').getByTestId('stock-status');

test.describe.configure({ timeout: 120_000 });

test('a purchase order is submitted, received in two partial receipts, and shows on the overview', async ({
  page,
}) => {
  const name = `库存测试苹果${seed.toString(36)}`;
  const { auth, shop1 } = await prepare(page.request, 0, name);
  const supplier = await api<{ name: string }>(page.request, auth, 'post', '/api/management/suppliers', {
    name: `e2e供应商${seed.toString(36)}`,
  });

  // The order: 10 kg at ¥12.50 per kg.
  await openSignedIn(page, OWNER, '/project/stockMng/importOrder');
  await page.getByTestId('document-create').click();
  const form = page.getByTestId('document-form');
  const supplierSelect = form.getByTestId('document-supplier');
  await supplierSelect.click();
  const searched = page.waitForResponse((r) =>
    decodeURIComponent(r.url()).includes(`search=${supplier.name}`),
  );
  await supplierSelect.locator('input').fill(supplier.name);
  await searched;
  await openOptions(page).filter({ hasText: supplier.name }).first().click();
  await choose(page, form.getByTestId('document-location'), shop1.name);
  await find(form.getByTestId('goods-finder'), name);
  await form.getByTestId('line-quantity-0').fill('10');
  await form.getByTestId('line-cost-0').fill('12.5');
  await expect(form.getByTestId('line-editor-total')).toHaveText('¥125.00');
  await page.getByTestId('document-save').click();

  await expect(page).toHaveURL(/\/project\/stockMng\/importOrder\/\d+$/);
  const orderUrl = page.url();
  await expect(status(page)).toHaveText('草稿');
  const title = await page.getByTestId('document-detail').locator('.ant-card-head-title').innerText();
  const orderNumber = /PO-\d{8}-\d{4}/.exec(title)![0];
  await act(page, 'submit');
  await expect(status(page)).toHaveText('已提交');

  // Two receipts against it: 4 kg, then what is left (6 kg), each posted.
  for (const [typed, expected] of [
    ['4', '10.000'],
    [null, '6.000'],
  ] as const) {
    await page.goto('/project/stockMng/importReceipt');
    await page.getByTestId('document-create').click();
    const receipt = page.getByTestId('document-form');
    await choose(page, receipt.getByTestId('document-source'), orderNumber);
    await receipt.getByTestId('document-fill').click();
    await expect(receipt.getByTestId('line-quantity-0')).toHaveValue(expected);
    if (typed) await receipt.getByTestId('line-quantity-0').fill(typed);
    await page.getByTestId('document-save').click();
    await expect(page).toHaveURL(/\/project\/stockMng\/importReceipt\/\d+$/);
    await act(page, 'post');
    await expect(status(page)).toHaveText('已过账');
  }

  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('已收货');
  await expect(page.getByTestId('document-lines')).toContainText('10.000 kg');
  await expect(page.getByTestId('document-action-close')).toBeVisible();
  await expect(page.getByTestId('document-action-submit')).toHaveCount(0);

  await page.goto('/project/stockMng/stockOverview');
  await page.getByTestId('balance-search').locator('input').fill(name);
  // The balances of this search, not the whole list still shown until they arrive.
  const found = page.waitForResponse((r) => decodeURIComponent(r.url()).includes(`search=${name}`));
  await page.getByTestId('balance-search').locator('input').press('Enter');
  await found;
  const row = page.getByTestId('balances').getByRole('row').filter({ hasText: shop1.name });
  await expect(row).toContainText('10.000 kg');
  await expect(row).toContainText('¥125.00');
});

test('a transfer is shipped and received short with a reason; the transit loss is in the ledger', async ({
  page,
}) => {
  const name = `库存测试香梨${seed.toString(36)}`;
  const { auth, goodsId, shop1, shop2 } = await prepare(page.request, 1, name);
  await receiveByApi(page.request, auth, shop1.id, goodsId, 5000);

  await openSignedIn(page, OWNER, '/project/stockMng/exchangeList');
  await page.getByTestId('document-create').click();
  const form = page.getByTestId('document-form');
  await choose(page, form.getByTestId('document-location'), shop1.name);
  await choose(page, form.getByTestId('document-to-location'), shop2.name);
  // Found by its PLU number.
  await find(form.getByTestId('goods-finder'), String(plu(1)));
  await expect(form.getByTestId('line-editor')).toContainText(name);
  await form.getByTestId('line-quantity-0').fill('3');
  await page.getByTestId('document-save').click();
  await expect(page).toHaveURL(/\/project\/stockMng\/exchangeList\/\d+$/);

  await act(page, 'ship');
  await expect(status(page)).toHaveText('已发出');
  await page.getByTestId('document-action-receive').click();
  await page.getByTestId('receive-quantity-0').fill('2.5');
  await page.getByTestId('receive-confirm').click();
  await expect(page.getByText('实收少于发出时请填写原因')).toBeVisible();
  await page.getByTestId('receive-reason-0').fill('途中损耗');
  // A stray Esc asks before the counts are lost; keeping them keeps what was typed.
  await page.keyboard.press('Escape');
  await page.getByTestId('unsaved-keep-editing').click();
  await expect(page.getByTestId('receive-quantity-0')).toHaveValue('2.5');
  await page.getByTestId('receive-confirm').click();
  await expect(status(page)).toHaveText('已收货');
  await expect(page.getByTestId('document-lines')).toContainText('2.500 kg');

  await page.goto('/project/stockMng/stockOverview');
  await page.getByTestId('balance-search').locator('input').fill(name);
  // The balances of this search, not the whole list still shown until they arrive.
  const found = page.waitForResponse((r) => decodeURIComponent(r.url()).includes(`search=${name}`));
  await page.getByTestId('balance-search').locator('input').press('Enter');
  await found;
  const balances = page.getByTestId('balances');
  await expect(balances.getByRole('row').filter({ hasText: shop1.name })).toContainText('2.000 kg');
  await balances.getByRole('row').filter({ hasText: shop2.name }).getByText(name).click();
  const ledger = page.getByTestId('ledger');
  await expect(ledger).toContainText('调入');
  await expect(ledger).toContainText('+2.500 kg');
  await page.getByTestId('ledger-scope').getByText('全部库位').click();
  const loss = ledger.getByRole('row').filter({ hasText: '在途损耗' });
  await expect(loss).toContainText('-0.500 kg');
  await expect(loss.getByRole('link')).toHaveText(/TR-\d{8}-\d{4}/);
});

test('a stocktake sums two counts of one goods item, shows the variance and is posted (at 375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const name = `库存测试土豆${seed.toString(36)}`;
  const { auth, goodsId, shop1 } = await prepare(page.request, 2, name);
  await receiveByApi(page.request, auth, shop1.id, goodsId, 5000);

  await openSignedIn(page, OWNER, '/project/stockMng/stockCheck');
  await page.getByTestId('document-create').click();
  const form = page.getByTestId('document-form');
  await choose(page, form.getByTestId('document-location'), shop1.name);
  await find(form.getByTestId('stocktake-goods-finder'), name);
  await expect(form).toContainText(name);
  await page.getByTestId('document-save').click();
  await expect(page).toHaveURL(/\/project\/stockMng\/stockCheck\/\d+$/);
  await expect(status(page)).toHaveText('盘点中');

  const panel = page.getByTestId('count-panel');
  for (const quantity of ['2', '2.5']) {
    await find(panel.getByTestId('count-finder'), String(plu(2)));
    await expect(panel.getByTestId('count-chosen')).toContainText(name);
    await panel.getByTestId('count-quantity').fill(quantity);
    await panel.getByTestId('count-add').click();
    await expect(page.getByText(`已录入：${name}`).last()).toBeVisible();
  }
  await expect(panel.getByTestId('count-entries').locator('.ant-list-item')).toHaveCount(2);
  const report = page.getByTestId('variance-report');
  const line = report.getByRole('row').filter({ hasText: name });
  await expect(line).toContainText('4.500 kg');
  await expect(line).toContainText('-0.500 kg');
  await expect(line).toContainText('-¥5.00');

  // Nothing on the page scrolls sideways at 375 px (tables scroll inside themselves).
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await act(page, 'post');
  await expect(status(page)).toHaveText('已过账');
  await expect(page.getByTestId('count-panel')).toHaveCount(0);
});
