import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 26 §4: at 1440 px the stock document lists and the supplier list show all their columns
 * (none scrolled under the fixed actions column, as the purchase orders' creator was), in both
 * languages, whatever the other specs have added to them.
 */
const LISTS = [
  ...['importOrder', 'importReceipt', 'importReturn', 'exchangeList', 'stockLoss', 'stockCheck'].map(
    (list) => `/project/stockMng/${list}`,
  ),
  '/project/stockMng/supplierList',
];

// One sign-in, seven pages: more than the default 30 s on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

for (const language of ['ch', 'en'] as const)
  test(`the stock lists fit 1440 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [index, list] of LISTS.entries()) {
      if (index === 0) await openSignedIn(page, OWNER, list, { language });
      else await page.goto(list);
      const table = page.locator('.ant-table-content').first();
      await expect(table.locator('tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
      const { scroll, client } = await table.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(scroll, `${list}: the table is wider than its card`).toBeLessThanOrEqual(client + 1);
    }
  });
