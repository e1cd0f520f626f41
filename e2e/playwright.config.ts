import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ALIPAY_STAND_IN_PORT, PAYMENT_SERVER_ENV } from './support/payment-stand-ins';
import { PRICE_CLOCK_FILE, PRICE_SERVER_PORT } from './support/price-clock';
import { SMS_OUTBOX_FILE } from './support/sms-outbox';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Server and browser run in a zone that is not the demo company's (Asia/Shanghai): what a page
 * shows must not depend on either machine's zone (issue 26). E2E_TZ picks another.
 */
const ZONE = process.env.E2E_TZ ?? 'America/Los_Angeles';
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium without the browser's
 * own user interface, which is what Playwright runs headless by default) when installed: it rendered
 * the same pages for ~10% less time than the whole browser here. Else Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests in Debian's Chromium against the built product, started as a user would
 * (node apps/server/dist/main.js) on a fresh embedded database seeded with the demo data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['console/**/*.spec.ts', 'site/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace cost a third of every test's time here (51 s against 33 s for the same 12
    // tests), so only a retry records one: a failure in CI is retried once, and its trace kept.
    trace: 'on-first-retry',
    // The console honours reduced motion (no antd animations), so no step waits on one.
    reducedMotion: 'reduce',
    timezoneId: ZONE,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // The payment providers' stand-ins (issue 31), up before the server that pays through them.
    {
      command: 'npx tsx support/payment-stand-ins.ts',
      // Alipay's gateway answers any GET (an error in the body): both stand-ins are listening.
      url: `http://127.0.0.1:${ALIPAY_STAND_IN_PORT}/gateway.do`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node support/start-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/management/system/config`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        TZ: ZONE,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED: 'demo',
        MERCHANT_UPLOAD_URL: 'https://merchant.example.com/upload',
        LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
        SMS_SENDER: 'outbox',
        SMS_OUTBOX_FILE,
        SMS_HOURLY_LIMIT_PER_IP: '1000',
        ...PAYMENT_SERVER_ENV,
      },
    },
    // The price schedule's server (e2e/console/price-schedule.spec.ts): its own database and a clock
    // the spec moves (CLOCK_OFFSET_FILE), so the other specs' server keeps the real time.
    {
      command: 'node support/start-server.mjs',
      url: `http://127.0.0.1:${PRICE_SERVER_PORT}/api/management/system/config`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PRICE_SERVER_PORT),
        TZ: ZONE,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED: 'demo',
        MERCHANT_UPLOAD_URL: 'https://merchant.example.com/upload',
        LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
        SMS_SENDER: 'log',
        CLOCK_OFFSET_FILE: PRICE_CLOCK_FILE,
      },
    },
  ],
});
