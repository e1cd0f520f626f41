import { expect, type Page, test } from '../support/test';

/**
 * Every public route of SPEC §2.6 (transcribed here independently of the site's own list)
 * answers 200 in Chinese at its path and in English at /en + path, without console errors.
 */
const PUBLIC_ROUTES = [
  // header menu (without the console's /sign/login)
  '/',
  '/tmf65',
  '/tmf66',
  '/tmh65',
  '/Tmab',
  '/tmaa',
  '/aAcsthree',
  '/acsten',
  '/tiebiao',
  '/baozhuang',
  '/tcsa',
  '/syafive',
  '/tmhp',
  '/tmptwo',
  '/houer',
  '/device',
  '/about',
  // other public routes
  '/weixiu',
  '/pinzhi',
  '/shebei',
  '/chanpincontain',
  '/classjijia',
  '/instructions',
  '/tmfdoc',
  '/ai',
  '/packmachine',
  '/dy',
  '/tmaz',
  '/xkb',
  // series
  '/sya',
  '/tmh',
  '/tmp',
  '/tcs',
  '/acsq',
  '/acspc',
  // products
  '/Tmaa5d',
  '/TmAaP',
  '/TmA3',
  '/Tmaa4d',
  '/TmAa4b',
  '/TmAa4bl',
  '/Tmaa4g',
  '/Syaa1a',
  '/Syaa1b',
  '/Tmaa6a',
  '/TmF',
  '/syafirst',
  '/syaone',
  '/syathree',
  '/tmhl',
  '/tmhone',
  '/tmhthree',
  '/tmhtwo',
  '/tmpd',
  '/tmpl',
  '/tmpp',
  '/syboned',
  '/sybonel',
  '/tcsb',
  '/Xkm',
  '/Xkthree',
  '/acsone',
  '/acstwo',
  '/acsthree',
  '/acsfour',
  '/acsfive',
  '/acssix',
  '/acsseven',
  '/acseight',
  '/acsnine',
  '/acseleven',
  '/acstwleve',
  '/acsaa',
  '/acsabone',
  '/acsabtwo',
  // shells and utility pages
  '/page/privacy',
  '/dahuascale',
  '/dahuascale/pc/index.html',
  '/dahuascale/paymentsign/payment',
  '/dahuascaleweihu',
];

function englishPath(path: string): string {
  return path === '/' ? '/en' : `/en${path}`;
}

async function visit(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${path}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.locator('h1').first()).not.toBeEmpty();
  return errors;
}

/** Public pages issues added after SPEC: the contact page (issue 30 §4) and the news list (issue 30 §1). */
const ADDED_ROUTES = ['/contact', '/news'];

test('the route list holds the 80 distinct public paths', () => {
  expect(new Set(PUBLIC_ROUTES).size).toBe(PUBLIC_ROUTES.length);
  expect(PUBLIC_ROUTES).toHaveLength(80);
});

for (const path of [...PUBLIC_ROUTES, ...ADDED_ROUTES]) {
  test(`${path} answers 200 in both languages without console errors`, async ({ page }) => {
    const errors = await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    errors.push(...(await visit(page, englishPath(path))));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });
}

test('paths are case-sensitive as SPEC writes them', async ({ request }) => {
  expect((await request.get('/Tmab')).status()).toBe(200);
  expect((await request.get('/tmab')).status()).toBe(404);
  expect((await request.get('/TmF')).status()).toBe(200);
  expect((await request.get('/tmf')).status()).toBe(404);
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  // SPEC's routes and the issues' pages, each in both languages.
  expect(xml.match(/<url>/g)).toHaveLength((PUBLIC_ROUTES.length + ADDED_ROUTES.length) * 2);
  expect(xml).toContain('/en/contact</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
});
