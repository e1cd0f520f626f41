import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, test } from '../support/test';

// Issue 12 §2: the brand is one name everywhere (packages/shared BRAND), in either language.
for (const [language, brand] of [
  ['ch', '大华电子秤'],
  ['en', 'Dahua Scales'],
] as const) {
  test(`the site header, the sign-in page and the console header show one brand (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('lange', lang), language);
    await page.goto(language === 'en' ? '/en/about' : '/about');
    await expect(page.locator('header .logo')).toHaveText(brand);

    const login = new LoginPage(page);
    await login.open();
    await expect(page.getByTestId('sign-brand')).toHaveText(brand);
    await expect(page).toHaveTitle(brand);

    await login.signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await expect(page.getByTestId('console-brand')).toHaveText(brand);
    await expect(page).toHaveTitle(new RegExp(` - ${brand}$`));
  });
}
