import { expect, type Locator, type Page } from './test';

/** The page fits its window's width: nothing makes it scroll sideways. */
export async function fitsTheWidth(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.document, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
}

/** Wholly on screen left to right, and not cut off by a box that scrolls sideways. */
export async function onScreen(page: Page, locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box, `${what} is not shown`).not.toBeNull();
  expect(box.x, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends off screen`).toBeLessThanOrEqual(width + 0.5);
}
