import { ADMIN } from '../support/accounts';
import { openOptions, pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, test } from '../support/test';

/** Signs in through the API and answers the token header of SPEC §7. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/management/users/login/password', {
    headers: {
      authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
    },
  });
  const token = (await login.json()).data.token as string;
  return { authorization: `Basic ${Buffer.from(`${token}:null`).toString('base64')}` };
}

async function post<T>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
  data: object,
) {
  const response = await request.post(url, { headers, data });
  const body = await response.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

test('the shop selector resets when the company changes and lists only the new company’s shops', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const companyA = await post<{ id: number }>(request, '/api/management/companies/create', headers, {
    name: `甲选择器公司${stamp}`,
  });
  const companyB = await post<{ id: number }>(request, '/api/management/companies/create', headers, {
    name: `乙选择器公司${stamp}`,
  });
  for (const [companyId, name] of [
    [companyA.id, `甲一店${stamp}`],
    [companyA.id, `甲二店${stamp}`],
    [companyB.id, `乙一店${stamp}`],
  ] as const) {
    await post(request, '/api/management/shops/create', headers, { name, company_id: companyId });
  }

  await openSignedIn(page, ADMIN, '/admin/test');

  const company = page.getByTestId('company-select');
  const shop = page.getByTestId('shop-select');
  await expect(company).toContainText('请选择公司');
  await expect(shop).toContainText('请选择店铺');
  await expect(page.getByTestId('scale-select')).toContainText('请选择电子秤');

  await pick(page, company, `甲选择器公司${stamp}`);
  await shop.click();
  await expect(openOptions(page)).toHaveCount(2);
  await expect(openOptions(page).filter({ hasText: `甲二店${stamp}` })).toHaveCount(1);
  await pick(page, shop, `甲一店${stamp}`);
  await expect(page.getByTestId('selectors-picked')).toContainText(`公司 ${companyA.id}`);

  // Another company: the picked shop and its list are gone; only the new company's shops show.
  await pick(page, company, `乙选择器公司${stamp}`);
  await expect(shop).toContainText('请选择店铺');
  await expect(shop).not.toContainText(`甲一店${stamp}`);
  await expect(page.getByTestId('selectors-picked')).toContainText(`公司 ${companyB.id}，店铺 无`);
  await shop.click();
  await expect(openOptions(page)).toHaveCount(1);
  await expect(openOptions(page).first()).toContainText(`乙一店${stamp}`);
});
