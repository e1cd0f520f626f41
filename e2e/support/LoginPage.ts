import { expect, type Page } from './test';

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
