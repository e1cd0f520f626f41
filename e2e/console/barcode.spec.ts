import { OWNER } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** PLU 2000–2899 and item codes 4100000+ are this spec's alone. */
const seed = Date.now();
const PLU = 2000 + (seed % 900);
const ITEM_CODE = String(4_100_000 + (seed % 99_999));
const PRICE_FEN = 1280;

/** GS1 mod-10 check digit, written out here so the test does not lean on the code it checks. */
function checkDigit(data: string): number {
  const sum = [...data]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
const five = (n: number) => String(n).padStart(5, '0');

type CompanyInfo = { id: number; barcode_format: string; barcode_flag: string };

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let auth = '';
let company: CompanyInfo;
let goodsName = '';

test.beforeAll(async ({ request }) => {
  auth = await signedIn(request, OWNER);
  company = (await api<{ company_info: CompanyInfo }>(request, auth, 'get', '/api/management/users/info'))
    .company_info;
  goodsName = `条码测试${seed.toString(36)}`;
  await api(request, auth, 'post', '/api/management/goods', {
    plu_number: PLU,
    item_code: ITEM_CODE,
    name: goodsName,
    unit_price: PRICE_FEN,
  });
});

test.afterAll(async ({ request }) => {
  // The demo company keeps the settings it had.
  await api(request, auth, 'put', `/api/management/companies/${company.id}/barcode`, {
    barcode_format: company.barcode_format,
    barcode_flag: company.barcode_flag,
  });
});

/** Opens the goods list (signed in through the API first when `signIn`) and the test's item in it. */
async function openGoodsItem(page: Page, { signIn = false } = {}) {
  if (signIn) await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  else await page.goto('/project/goodMng/goodList');
  await page.getByTestId('goods-search').locator('input').fill(goodsName);
  await page.getByTestId('goods-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: goodsName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  return page.getByRole('dialog');
}

test('the goods form previews the price barcode of a sample weight in the company format', async ({
  page,
}) => {
  await page.request.put(`/api/management/companies/${company.id}/barcode`, {
    headers: { authorization: auth },
    data: { barcode_format: 'FFWWWWWEEEEEC', barcode_flag: '20' },
  });
  const dialog = await openGoodsItem(page, { signIn: true });

  // 0.500 kg × ¥12.80/kg = ¥6.40: flag 20, the item code's last 5 digits, 00640, check digit.
  const sample = dialog.getByTestId('barcode-sample');
  await expect(sample).toHaveValue('0.500');
  const half = `20${ITEM_CODE.slice(-5)}${five(640)}`;
  await expect(dialog.getByTestId('barcode-digits')).toHaveText(`${half}${checkDigit(half)}`);
  await expect(dialog.getByTestId('barcode-amount')).toHaveText('金额 ¥6.40');
  await expect(dialog.getByTestId('barcode-image')).toHaveAttribute('data-symbology', 'ean13');

  // 1.255 kg → 1606.4 fen, rounded to 1606.
  await sample.fill('1.255');
  const digits = dialog.getByTestId('barcode-digits');
  const expected = `20${ITEM_CODE.slice(-5)}${five(1606)}`;
  await expect(digits).toHaveText(`${expected}${checkDigit(expected)}`);
  const shown = (await digits.textContent()) ?? '';
  // Read back as a scanner would: flag, item code, amount in fen.
  expect({ flag: shown.slice(0, 2), item: shown.slice(2, 7), amountFen: Number(shown.slice(7, 12)) }).toEqual(
    {
      flag: '20',
      item: ITEM_CODE.slice(-5),
      amountFen: 1606,
    },
  );

  // 80 kg would be ¥1024.00, more than a 5-digit amount holds: explained, no barcode.
  await sample.fill('80');
  await expect(dialog.getByTestId('barcode-message')).toContainText('金额 ¥1024.00 超过条码能容纳的 ¥999.99');
  await expect(dialog.getByTestId('barcode-digits')).toHaveCount(0);
});

test('the owner switches to an 18-digit format in the personal centre, and the preview follows', async ({
  page,
  request,
}) => {
  await openSignedIn(page, OWNER, '/project/dashboard');
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  const settings = page.getByRole('dialog').getByTestId('barcode-settings');
  await settings.getByTestId('barcode-format').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: '18 位：标志 + 货号 + 金额 + 重量' })
    .click();
  await settings.getByTestId('barcode-flag').fill('27');
  await settings.getByTestId('barcode-save').click();
  await expect(page.getByText('条码设置已保存')).toBeVisible();
  const info = await api<{ company_info: CompanyInfo }>(request, auth, 'get', '/api/management/users/info');
  expect(info.company_info).toMatchObject({ barcode_format: 'FFWWWWWEEEEENNNNNC', barcode_flag: '27' });
  await page.keyboard.press('Escape');

  const dialog = await openGoodsItem(page);
  const expected = `27${ITEM_CODE.slice(-5)}${five(640)}${five(500)}`;
  await expect(dialog.getByTestId('barcode-digits')).toHaveText(`${expected}${checkDigit(expected)}`);
  await expect(dialog.getByTestId('barcode-image')).toHaveAttribute('data-symbology', 'code128');
});
