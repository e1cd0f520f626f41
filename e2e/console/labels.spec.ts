import { readFileSync } from 'node:fs';
import { OWNER } from '../support/accounts';
import { api, basic } from '../support/request-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, test } from '../support/test';

/*
 * Label templates (issue 13): the seed's import and information dialogs, the designer from a
 * preset with bound fields and the price barcode, its print preview with a demo goods item, and a
 * download that uploads back to the same template. Each test works in a shop of its own.
 */

const seed = Date.now();

async function ownerAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return basic(body.data.token, 'null');
}

type Label = { id: number; name: string; slot: number | null; style: { size: object; itemList: object[] } };

/** A shop of the demo company for this test alone. */
async function newShop(request: APIRequestContext, n: number) {
  const auth = await ownerAuthorization(request);
  const shop = await api<{ id: number }>(request, auth, 'post', '/api/management/shops', {
    name: `标签测试店 ${seed}-${n}`,
  });
  return { auth, shopId: shop.id };
}

const labelsTab = (shopId: number) => `/project/shopMng/shopList/manage/${shopId}?tab=labels`;

/** Our template file, as a download gives it: a 40 × 30 label with a name, a price and a QR code. */
const TEMPLATE = {
  format: 'dahua-label',
  version: 1,
  name: '导入的标签',
  type: '价签',
  slot: 5,
  style: {
    size: { width: 40, height: 30 },
    itemList: [
      { itemName: 'field', value: 'name', style: { font: 9, x: 1, y: 1, w: 38, h: 3.5 } },
      { itemName: 'text', value: '单价', style: { font: 5, x: 1, y: 6, w: 10, h: 2.5 } },
      { itemName: 'field', value: 'unit_price', style: { font: 9, x: 12, y: 6, w: 14, h: 3.5 } },
      {
        itemName: 'QRCode',
        value: '/external/qrdetail/{id}',
        style: { font: 0, x: 27, y: 14, w: 12, h: 12 },
      },
    ],
    qr_code_list: [{ index: 1, content: '/external/qrdetail/{id}' }],
  },
};

test('a label file imports with its preview and size, saves, and opens in the information dialog', async ({
  page,
  request,
}) => {
  const { auth, shopId } = await newShop(request, 1);
  await openSignedIn(page, OWNER, labelsTab(shopId));
  await page.getByTestId('label-import').click();
  const dialog = page.getByRole('dialog', { name: '标签导入' });
  await expect(dialog).toBeVisible();

  // Saving with no label data is refused with the seed's words.
  await dialog.getByTestId('label-name').fill('空标签');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('标签数据不可为空')).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'apple.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(TEMPLATE)),
  });
  await expect(page.getByText('apple.json 上传成功')).toBeVisible();
  await expect(dialog.getByTestId('label-preview')).toBeVisible();
  await expect(dialog.getByTestId('label-width')).toHaveValue('40');
  await expect(dialog.getByTestId('label-height')).toHaveValue('30');
  await dialog.getByRole('tab', { name: '二维码信息' }).click();
  await expect(dialog.getByText('/external/qrdetail/{id}')).toBeVisible();
  await dialog.getByRole('tab', { name: '基础信息' }).click();
  await dialog.getByTestId('label-name').fill(`导入 ${seed}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('标签创建成功')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(`导入 ${seed}`) });
  await expect(row).toContainText('40 × 30 mm');
  await expect(row).toContainText('5');
  await row.getByRole('button', { name: `导入 ${seed}` }).click();
  const info = page.getByRole('dialog', { name: '标签信息' });
  await expect(info.getByTestId('label-preview')).toBeVisible();
  await expect(info.getByTestId('label-name')).toHaveValue(`导入 ${seed}`);
  await expect(info.locator('.ant-modal-footer')).toHaveCount(0);

  const saved = await api<Label[]>(request, auth, 'get', `/api/management/shops/${shopId}/labels`);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.style.itemList).toEqual(TEMPLATE.style.itemList);

  // A file that is no label is refused by name, and nothing is stored.
  await info.getByRole('button', { name: /close|关闭/i }).click();
  await page.getByTestId('label-import').click();
  await page
    .getByRole('dialog', { name: '标签导入' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
  await expect(page.getByText(/notes\.txt 上传失败/)).toBeVisible();
  expect(await api<Label[]>(request, auth, 'get', `/api/management/shops/${shopId}/labels`)).toHaveLength(1);
});

test('a 40 × 60 label designed from the preset previews with a goods item, saves, reloads, downloads and uploads back the same', async ({
  page,
  request,
}) => {
  // A long walk (design, save, reload, download, upload): 16 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(60_000);
  const { auth, shopId } = await newShop(request, 2);
  await openSignedIn(page, OWNER, labelsTab(shopId));
  await page.getByTestId('label-new').click();
  await expect(page).toHaveURL(/\/labels\/new$/);

  await page.getByTestId('designer-preset').click();
  await openOptions(page).filter({ hasText: '40 × 60 mm' }).click();
  // The canvas fits its pane at each new size; at 100% a dot is a pixel.
  await page.getByTestId('designer-zoom').click();
  await openOptions(page)
    .filter({ hasText: /^100%$/ })
    .click();
  await expect(page.getByTestId('designer-stage')).toHaveCSS('height', '480px');
  const addField = async (label: string) => {
    await page.getByTestId('designer-add-field').click();
    await openOptions(page).getByText(label, { exact: true }).click();
  };
  for (const field of ['品名', '单价', '重量/数量', '总价']) await addField(field);
  await page.getByTestId('designer-add').hover();
  await page.getByRole('menuitem', { name: '条码' }).click();
  await expect(page.locator('[data-testid^="designer-item-"]')).toHaveCount(5);

  // Drag the barcode down by 20 mm (160 px at 100%): one undo step puts it back.
  const barcode = page.getByTestId('designer-item-4');
  const before = await barcode.boundingBox();
  const grab = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + 160, { steps: 8 });
  await page.mouse.up();
  const after = await barcode.boundingBox();
  expect(Math.round(after!.y - before!.y)).toBe(160);
  await page.getByTestId('designer-undo').click();
  expect(Math.round((await barcode.boundingBox())!.y)).toBe(Math.round(before!.y));
  await page.getByTestId('designer-redo').click();

  // The preview prints a demo goods item at 500 g.
  await page.getByTestId('designer-goods').click();
  await openOptions(page).first().click();
  await page.getByTestId('designer-quantity').fill('500');
  await expect(page.getByTestId('designer-printed')).toBeVisible();

  await page.getByTestId('designer-name').fill(`设计 ${seed}`);
  // Slot 4: no demo goods print with it (the deli's food items use slot 3, whose check this label fails).
  await page.getByTestId('designer-slot').fill('4');
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('标签创建成功')).toBeVisible();
  await expect(page).toHaveURL(/\/labels\/\d+$/);
  await page.reload();
  await expect(page.locator('[data-testid^="designer-item-"]')).toHaveCount(5);
  await expect(page.getByTestId('designer-name')).toHaveValue(`设计 ${seed}`);

  const [made] = await api<Label[]>(request, auth, 'get', `/api/management/shops/${shopId}/labels`);
  expect(made!.style.size).toEqual({ width: 40, height: 60 });

  await page.goto(labelsTab(shopId));
  const row = page.getByRole('row', { name: new RegExp(`设计 ${seed}`) });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /下\s*载/ }).click();
  const file = await (await downloading).path();
  const bytes = readFileSync(file);

  await page.goto(labelsTab(shopId));
  await page.getByTestId('label-import').click();
  const dialog = page.getByRole('dialog', { name: '标签导入' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'back.json', mimeType: 'application/json', buffer: bytes });
  await expect(dialog.getByTestId('label-preview')).toBeVisible();
  await expect(dialog.getByTestId('label-name')).toHaveValue(`设计 ${seed}`);
  await dialog.getByTestId('label-name').fill(`回传 ${seed}`);
  // Slot 4 is the original's: the copy goes in without one.
  await dialog.locator('#slot, [id$="_slot"]').first().fill('');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('标签创建成功')).toBeVisible();

  const both = await api<Label[]>(request, auth, 'get', `/api/management/shops/${shopId}/labels`);
  const back = both.find((l) => l.name === `回传 ${seed}`)!;
  expect(back.style.size).toEqual(made!.style.size);
  expect(back.style.itemList).toEqual(made!.style.itemList);
});

test('the goods form says which template its label number means per shop, and warns where the slot is empty', async ({
  page,
  request,
}) => {
  await newShop(request, 3);
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  const row = page.locator('.ant-table-row', { hasText: '红富士苹果' }).first();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const slots = page.getByTestId('goods-label-slots');
  // The demo shops hold a template in slot 1; the new shop holds none.
  await expect(slots).toContainText('文三路生鲜店：40×30');
  await expect(slots.getByRole('alert').filter({ hasText: `标签测试店 ${seed}-3` })).toContainText(
    '没有模板',
  );
});
