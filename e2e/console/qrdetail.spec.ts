import { OWNER } from '../support/accounts';
import { type APIRequestContext, expect, test } from '../support/test';

// Shoppers open the page on a phone, from the QR code on a label; nobody is signed in.
test.use({ viewport: { width: 375, height: 812 } });

/** PLU 1200–1999 and item codes 4200000+ are this spec's alone. */
const seed = Date.now();
const basic = (left: string, right: string) => `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

async function ownerApi(request: APIRequestContext) {
  const signIn = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const token = (await signIn.json()).data.token as string;
  return async <T>(method: 'get' | 'post', url: string, data?: object): Promise<T> => {
    const response = await request[method](url, {
      headers: { authorization: basic(token, 'null') },
      ...(data ? { data } : {}),
    });
    const body = await response.json();
    expect(body.code, `${url}: ${body.msg}`).toBe(1);
    return body.data as T;
  };
}

test('a shopper scans a label and sees the goods, signed out, on a phone', async ({ page, request }) => {
  const api = await ownerApi(request);
  const name = `扫码芒果${seed.toString(36)}`;
  const item = await api<{ id: number }>('post', '/api/management/goods', {
    plu_number: 1200 + (seed % 800),
    item_code: String(4_200_000 + (seed % 99_999)),
    name,
    unit_price: 1280,
    origin: '海南三亚',
    trace_code: '880012345678',
    shelf_life: 6,
    description: '树上熟，香甜软糯',
  });
  const scales = await api<{ list: { id: number; shop_name: string }[] }>('get', '/api/management/scales');
  const scale = scales.list[0]!;

  const url = `/external/qrdetail/${item.id}?scale_id=${scale.id}`;
  await page.goto(url);
  await expect(page.getByTestId('qrdetail-name')).toHaveText(name);
  await expect(page.getByTestId('qrdetail-price')).toHaveText('¥12.80/kg');
  await expect(page.getByTestId('qrdetail-origin')).toContainText('海南三亚');
  await expect(page.getByTestId('qrdetail-trace-code')).toContainText('880012345678');
  await expect(page.getByTestId('qrdetail-shelf-life')).toContainText('6 天');
  await expect(page.getByTestId('qrdetail-shop-name')).toContainText(scale.shop_name);
  await expect(page.getByTestId('qrdetail-description')).toHaveText('树上熟，香甜软糯');
  // Nobody signed in, and the page stays put (no redirect to the sign-in page).
  await expect(page).toHaveURL(new RegExp(`/external/qrdetail/${item.id}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The stored language setting applies.
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.reload();
  await expect(page.getByTestId('qrdetail-origin')).toContainText('Origin');
  await expect(page.getByTestId('qrdetail-shelf-life')).toContainText('6 days');
});

test('an unknown goods id gets a friendly page', async ({ page }) => {
  await page.goto('/external/qrdetail/987654321');
  const notFound = page.getByTestId('qrdetail-not-found');
  await expect(notFound).toContainText('没有找到这个商品');
  await expect(notFound).not.toContainText(/ERCO|404|error/i);
  await page.goto('/external/qrdetail/not-a-number');
  await expect(page.getByTestId('qrdetail-not-found')).toBeVisible();
});
