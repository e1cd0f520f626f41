import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// Issue 33 §3: a step to the next trade page asks for the rows after the last one shown (keyset);
// the page number stays in the address, and a reload of it still shows the same rows.
test('paging forward on the trade page starts after the last row shown, and the page stays in the address', async ({
  page,
}) => {
  test.slow(); // three list loads and a reload of a 20-row page with its totals
  // Days long past, which the other specs' sales (sold now) do not reach.
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const first = page.waitForResponse((r) => /\/api\/management\/trades\?/.test(r.url()));
  await openSignedIn(page, OWNER, `/project/tradeMng/tradeList?date_from=${day(12)}&date_to=${day(5)}`);
  const answer = await (await first).json();
  expect(answer.data.meta.page).toBe(1);
  expect(answer.data.next).toMatch(/^\d+-\d+$/);

  const second = page.waitForResponse((r) => /\/api\/management\/trades\?.*page=2/.test(r.url()));
  await page.locator('.ant-pagination-item-2').click();
  const response = await second;
  expect(new URL(response.url()).searchParams.get('after')).toBe(answer.data.next);
  const secondRows = (await response.json()).data.list.map((row: { id: number }) => row.id);
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.locator('.ant-table-row').first()).toContainText('21');

  // The same page by its number (a reload) holds the same rows.
  const reloaded = page.waitForResponse((r) => /\/api\/management\/trades\?.*page=2/.test(r.url()));
  await page.reload();
  const again = await reloaded;
  expect(new URL(again.url()).searchParams.get('after')).toBeNull();
  expect((await again.json()).data.list.map((row: { id: number }) => row.id)).toEqual(secondRows);
});
