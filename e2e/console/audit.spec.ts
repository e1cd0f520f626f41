import { ADMIN, OWNER } from '../support/accounts';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** PLU 9400–9499 and item codes 9400000+ are this spec's alone. */
const seed = Date.now();
const PLU = 9400 + (seed % 100);
const ITEM_CODE = String(9_400_000 + (seed % 99_999));

const basic = (left: string, right: string) => `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

/** Picks an action in the filter, searching for it (the list is long and virtual). */
async function chooseAction(page: Page, label: string) {
  const filter = page.getByTestId('audit-action-filter');
  await filter.click();
  await filter.locator('input').fill(label);
  await openOptions(page).filter({ hasText: label }).click();
}

async function ownerCall(request: APIRequestContext, method: 'post' | 'put', url: string, data: object) {
  const login = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const token = (await login.json()).data.token as string;
  const response = await request[method](url, { headers: { authorization: basic(token, 'null') }, data });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return body.data as { id: number };
}

test('the audit log names goods and companies as they were and says in words what an edit changed', async ({
  page,
  request,
}) => {
  test.slow(); // two writes, then the log filtered three times and read again in English
  const name = `审计梨${seed.toString(36)}`;
  const item = await ownerCall(request, 'post', '/api/management/goods', {
    plu_number: PLU,
    item_code: ITEM_CODE,
    name,
    unit_price: 1200,
  });
  await ownerCall(request, 'put', `/api/management/goods/${item.id}`, {
    unit_price: 1350,
    name: `${name}新`,
  });

  await openSignedIn(page, ADMIN, '/admin/auditMng/auditList');
  await chooseAction(page, '修改商品');
  const edit = page
    .getByRole('row')
    .filter({ hasText: '修改商品' })
    .filter({ hasText: `${name}新` });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('演示公司');
  await expect(edit).toContainText(`修改了 名称 ${name} → ${name}新，单价 ¥12.00 → ¥13.50`);
  // The creation names the item as it was then.
  await chooseAction(page, '创建商品');
  const create = page.getByRole('row').filter({ hasText: '创建商品' }).filter({ hasText: name });
  await expect(create.first()).toContainText(`商品 ${name}`);
  // No raw ids or JSON anywhere on the page.
  await expect(page.locator('tbody')).not.toContainText(/公司 ID|"[a-z_]+":|电子秤 #\d/);

  // In English too.
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.reload();
  await chooseAction(page, 'Goods edited');
  const english = page
    .getByRole('row')
    .filter({ hasText: 'Goods edited' })
    .filter({ hasText: `${name}新` });
  await expect(english).toContainText(`changed name ${name} → ${name}新, unit price ¥12.00 → ¥13.50`);
});
