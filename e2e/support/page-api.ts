import { expect, type Page } from './test';

/** Calls the API with the signed-in page's session token (SPEC §7's Basic header); answers `data`. */
export async function pageApi(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
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
