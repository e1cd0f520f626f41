import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which Chromium reported a Content-Security-Policy
 * violation on any page of its context (issue 11 §5): every e2e page is also a CSP check.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(`${message.location().url}: ${text}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
