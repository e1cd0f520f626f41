import { OWNER } from '../support/accounts';
import { fitsTheWidth } from '../support/layout';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 32: a list page keeps its filters and page in the address. The trades list (the demo's
 * sales fill many pages): a filter and page 2, then a reload shows the same; back shows the list as
 * it was a step before; a shared link opens the same page.
 */

// Sign-in, a list of the demo's sales read five times, on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const LIST = '/project/tradeMng/tradeList';

/** The list's pager (under the table, outside the table's own test id). */
const pager = (page: Page) => page.locator('.ant-table-pagination').first();
/** The pager's current page number. */
const currentPage = (page: Page) => pager(page).locator('.ant-pagination-item-active');

for (const [language, width] of [
  ['ch', 1440],
  ['en', 375],
] as const)
  test(`the trades list keeps its filter and page in the address: reload, back, a shared link (${language}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, OWNER, LIST, { language });
    const table = page.getByTestId('trade-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();

    // A filter: the first kind of sale.
    const typeFilter = page.getByTestId('trade-type-filter');
    await typeFilter.click();
    const option = openOptions(page).first();
    const kind = (await option.textContent())!.trim();
    await option.click();
    await expect(page).toHaveURL(/[?&]type=\d/);
    await expect(typeFilter).toContainText(kind);
    await expect(currentPage(page)).toHaveText('1');

    // Page 2 of it.
    await pager(page).locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(currentPage(page)).toHaveText('2');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const address = page.url();

    // A reload shows the same filter and page.
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(typeFilter).toContainText(kind);
    await expect(currentPage(page)).toHaveText('2');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    if (width === 375) await fitsTheWidth(page);

    // Back: page 1 of the same filter, then the list unfiltered.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/[?&]type=\d/);
    await expect(currentPage(page)).toHaveText('1');
    await expect(typeFilter).toContainText(kind);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(typeFilter).not.toContainText(kind);

    // Forward again, and the address opened afresh (a shared link): the same page of the same filter.
    await page.goForward();
    await page.goForward();
    await expect(currentPage(page)).toHaveText('2');
    await page.goto('/project/dashboard');
    await page.goto(address);
    await expect(typeFilter).toContainText(kind);
    await expect(currentPage(page)).toHaveText('2');
    if (width === 375) await fitsTheWidth(page);
  });
