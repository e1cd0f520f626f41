import { expect, type Page } from './test';

/**
 * /sign/login once the app has taken over its pre-rendered page (the page arrives painted, then the
 * app renders the same page over it: apps/console/src/prerender). For a test that measures the page
 * or works its tabs, which must not hold elements the takeover is about to replace; typing before the
 * takeover is sign-in-prerender.spec.ts's subject.
 */
export async function openSignInApp(page: Page): Promise<void> {
  await page.goto('/sign/login');
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('tab').first()).toBeVisible();
}

/** The password tab of /sign/login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/sign/login');
  }

  async signIn(identifier: string, password: string) {
    const form = this.page.getByTestId('password-form');
    await expect(form).toBeVisible();
    await form.locator('input').first().fill(identifier);
    await form.locator('input[type="password"]').fill(password);
    await form.getByRole('button').last().click();
  }
}
