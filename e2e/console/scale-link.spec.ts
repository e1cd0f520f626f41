import { OWNER } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const OK = /确\s*定|OK/;
/** PLU 1000–1199 and item codes 4300000+ are this spec's alone. */
const seed = Date.now() % 200;

/** Calls the management API with the signed-in page's session token; answers `data`. */

test('the owner pairs a shop’s bridge, pushes a scale and watches its sync state as the scale reports it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const auth = await signedIn(page.request, OWNER);

  // A shop and a scale of this test's own.
  const shop = await api<{ id: number }>(page.request, auth, 'post', '/api/management/shops/create', {
    name: `链路测试店${tag}`,
    phone_number: '13812345678',
    address: '杭州市西湖区',
  });
  const scale = await api<{ id: number }>(page.request, auth, 'post', `/api/shops/${shop.id}/scales`, {
    scale_name: `链路测试秤${tag}`,
    model_code: 'TM-Aa',
  });

  // The shop page: no bridge yet; a pairing code is issued and shown once in the card, with the
  // steps in plain words (no Node.js, no config file to edit).
  await openSignedIn(page, OWNER, `/project/shopMng/shopList/manage/${shop.id}`);
  const bridges = page.getByTestId('shop-bridges');
  await expect(bridges).toContainText('还没有配对的桥接程序');
  await bridges.getByTestId('bridge-issue-code').first().click();
  await expect(bridges.getByTestId('bridge-pairing-code')).toHaveText(/^[A-HJKMNP-Z2-9]{8}$/);
  await expect(bridges).toContainText('30 分钟');
  await expect(bridges).not.toContainText('bridge.json');
  await expect(bridges).not.toContainText('Node.js');

  // The scale page: never contacted; "push now" is asked of its bridge.
  await page.goto(`/project/scaleMng/scaleList/manage/${scale.id}`);
  const link = page.getByTestId('scale-sync');
  await expect(link.getByTestId('scale-sync-state')).toHaveText('从未联系');
  await link.getByTestId('scale-push-now').click();
  await expect(page.getByText('已通知桥接程序立即推送')).toBeVisible();

  // A new credential, shown once; the scale (as its bridge) reports a push with it.
  await link.getByTestId('scale-rotate-credential').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  const shown = page.getByTestId('scale-credential');
  await expect(shown).toBeVisible();
  const credential = (await shown.innerText()).trim();
  expect(credential.length).toBeGreaterThanOrEqual(16);
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  const report = await page.request.post('/api/devices/status', {
    headers: { authorization: `Bearer ${credential}` },
    data: { state: 'pushing', pushed: 3, total: 10 },
  });
  expect((await report.json()).code).toBe(1);
  // The page refreshes itself (every 15 s when not pushing, 3 s while pushing).
  await expect(link.getByTestId('scale-sync-state')).toHaveText('正在推送 3 / 10', { timeout: 20_000 });

  // The push ends in step: the page says so within 3 s.
  const { version } = await api<{ version: number }>(
    page.request,
    auth,
    'get',
    `/api/management/scales/${scale.id}/device`,
  );
  await page.request.post('/api/devices/status', {
    headers: { authorization: `Bearer ${credential}` },
    data: { state: 'in_step', acknowledged_version: version, full: true, firmware: 'TM-Aa 1.02' },
  });
  await expect(link.getByTestId('scale-sync-state')).toHaveText('已同步', { timeout: 8_000 });
  await expect(link).toContainText('TM-Aa 1.02');
});

test('a goods item saved in the goods page says to how many of its scales it was sent', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const auth = await signedIn(page.request, OWNER);
  const shop = await api<{ id: number }>(page.request, auth, 'post', '/api/management/shops/create', {
    name: `送达测试店${tag}`,
    phone_number: '13812345678',
    address: '杭州市西湖区',
  });
  const scale = await api<{ id: number }>(page.request, auth, 'post', `/api/shops/${shop.id}/scales`, {
    scale_name: `送达测试秤${tag}`,
  });
  const name = `送达测试梨${tag}`;
  const goods = await api<{ id: number }>(page.request, auth, 'post', '/api/management/goods', {
    plu_number: 1000 + seed,
    item_code: String(4_300_000 + seed),
    name,
    unit_price: 1590,
  });
  await api(page.request, auth, 'post', `/api/scales/${scale.id}/goods?op_flag=1`, { good_ids: [goods.id] });
  const { device_credential: credential } = await api<{ device_credential: string }>(
    page.request,
    auth,
    'post',
    `/api/management/scales/${scale.id}/credential`,
  );

  // Edit the price: the notice says it reached none of its one scale yet.
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  const search = page.getByPlaceholder('按名称或商品编码搜索');
  await search.fill(name);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('单价（元/单位）').fill('16.80');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('商品已保存')).toBeVisible();
  const notice = page.getByTestId('goods-sync');
  await expect(notice).toContainText('已发送到 0/1 台电子秤');

  // The scale acknowledges what it should hold: the notice follows within its 2 s poll.
  const { version } = await api<{ version: number }>(
    page.request,
    auth,
    'get',
    `/api/management/scales/${scale.id}/device`,
  );
  const report = await page.request.post('/api/devices/status', {
    headers: { authorization: `Bearer ${credential}` },
    data: { state: 'in_step', acknowledged_version: version },
  });
  expect((await report.json()).code).toBe(1);
  await expect(notice).toContainText('已发送到 1/1 台电子秤', { timeout: 8_000 });
});
