import { OWNER } from '../support/accounts';
import { pageApi } from '../support/page-api';
import { api, signedIn } from '../support/request-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 26 §1 in the browser: the browser runs in Los Angeles (playwright.config.ts), the demo
 * company keeps China's time. A shop keeps its company's zone until it sets its own; the dialog
 * says which, in both languages, at 1440 and 375 px.
 */
const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

for (const language of ['ch', 'en'] as const)
  for (const size of SIZES)
    test(`a shop keeps its company's zone or sets its own (${language}, ${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const name = `时区店${language}${size.width}${Date.now().toString(36)}`;
      const auth = await signedIn(page.request, OWNER);
      const shop = await api<{ id: number }>(page.request, auth, 'post', '/api/management/shops', { name });
      await openSignedIn(page, OWNER, '/project/shopMng/shopList', { language });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/Los_Angeles',
      );
      await page.getByTestId('shop-search').locator('input').fill(name);
      await page.getByTestId('shop-search').locator('input').press('Enter');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: language === 'en' ? 'Edit' : '编辑' }).click();
      const dialog = page.getByRole('dialog');
      const zone = dialog.getByTestId('shop-time-zone');
      await expect(zone).toContainText(
        language === 'en' ? 'The company’s (Asia/Shanghai)' : '跟随公司（Asia/Shanghai）',
      );
      await expect(dialog).toContainText(language === 'en' ? 'Time zone' : '时区');
      await zone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`shop-time-zone-${language}-${size.width}.png`) });
      // Nothing scrolls sideways on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await zone.click();
      await zone.locator('input').fill('Los_Angeles');
      await openOptions(page).filter({ hasText: 'America/Los_Angeles' }).first().click();
      await expect(zone).toContainText('America/Los_Angeles (UTC-0');
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await expect(dialog).toBeHidden();
      const saved = (await pageApi(page, 'GET', `/api/management/shops/${shop.id}`)) as {
        time_zone: string | null;
        effective_time_zone: string;
      };
      expect(saved).toMatchObject({
        time_zone: 'America/Los_Angeles',
        effective_time_zone: 'America/Los_Angeles',
      });
    });
