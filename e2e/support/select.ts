import { expect, type Locator, type Page } from './test';

/** The options of the antd dropdown that is open now. */
export function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/**
 * Opens a searchable selector (company, shop, scale), searches by name and picks the option.
 * It waits for the debounced search's answer first: an option of the list that answer replaces
 * moves under the pointer, and the click lands elsewhere (in a dialog, on its mask, closing it).
 */
export async function pick(page: Page, select: Locator, name: string) {
  await select.click();
  const answered = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(`name=${name}`),
  );
  await select.locator('input').fill(name);
  await answered;
  await openOptions(page).filter({ hasText: name }).first().click();
  await expect(select).toContainText(name);
}
