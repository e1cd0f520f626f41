/**
 * The public routes of SPEC §2.6, transcribed exactly (paths are case-sensitive).
 * Every path here is generated in Chinese at the path and in English at `/en` + path.
 * The console owns /sign/**, /project/**, /admin/**, /page/payment, /page/scales/** and /external/**.
 */

/** Header menu targets (SPEC §2.6 "Header menu"), without the console's /sign/login. */
export const HEADER_MENU_ROUTES = [
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
] as const;

/** "Other public routes". */
export const OTHER_PUBLIC_ROUTES = [
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
] as const;

/** "Series routes". */
export const SERIES_ROUTES = ['/sya', '/tmh', '/tmp', '/tcs', '/acsq', '/acspc'] as const;

/** "Product routes" ("/acsone to /acsten" spelled out). */
export const PRODUCT_ROUTES = [
  '/tmaa',
  '/Tmab',
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
  '/tmf65',
  '/tmf66',
  '/tmh65',
  '/syafirst',
  '/syaone',
  '/syafive',
  '/syathree',
  '/tmhl',
  '/tmhone',
  '/tmhp',
  '/tmhthree',
  '/tmhtwo',
  '/tmpd',
  '/tmpl',
  '/tmpp',
  '/tmptwo',
  '/syboned',
  '/sybonel',
  '/tcsa',
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
  '/acsten',
  '/acseleven',
  '/acstwleve',
  '/aAcsthree',
  '/acsaa',
  '/acsabone',
  '/acsabtwo',
  '/tmaz',
  '/tiebiao',
  '/baozhuang',
] as const;

/** "Other shells" and the privacy page of §2.1 that the public site serves. */
export const SHELL_ROUTES = [
  '/page/privacy',
  '/dahuascale',
  '/dahuascale/pc/index.html',
  '/dahuascale/paymentsign/payment',
  '/dahuascaleweihu',
] as const;

/** Category listings and the detail pages SPEC places on each (cards show at least these). */
export const SPEC_CATEGORY_CARDS: Readonly<Record<string, readonly string[]>> = {
  '/tmh': ['/tmhl', '/tmhone', '/tmhthree', '/tmhp', '/tmhtwo'],
  '/tmp': ['/tmpd', '/tmptwo', '/tmpp'],
  '/tcs': [
    '/tcsb',
    '/tcsa',
    '/Xkthree',
    '/Xkm',
    '/acseleven',
    '/acstwleve',
    '/acsseven',
    '/acseight',
    '/acssix',
  ],
  '/acsq': [
    '/acsone',
    '/acstwo',
    '/aAcsthree',
    '/acsfour',
    '/acsfive',
    '/acsten',
    '/dy',
    '/acsnine',
    '/tmaz',
  ],
  '/acspc': ['/acsaa', '/acsabone', '/acsabtwo', '/xkb'],
  '/chanpincontain': [
    '/tmaa',
    '/Tmab',
    '/Tmaa5d',
    '/TmA3',
    '/Tmaa4d',
    '/Tmaa6a',
    '/Syaa1a',
    '/Syaa1b',
    '/TmF',
  ],
};

/** Pages SPEC marks Chinese-only: their English page says so and links back. */
export const CHINESE_ONLY_ROUTES = ['/TmA3', '/tmaa', '/sybonel', '/shebei', '/pinzhi', '/weixiu'] as const;

/** Paths the public site must never generate: they belong to the console. */
export const CONSOLE_ROUTE_PREFIXES = [
  '/sign',
  '/project',
  '/admin',
  '/console',
  '/403',
  '/404',
  '/500',
  '/page/payment',
  '/page/scales',
  '/external',
] as const;

/** Pages issues added after SPEC: the contact page (issue 30 §4) and the news list (issue 30 §1). */
export const ISSUE_ROUTES = ['/contact', '/news'] as const;

/** Every public path the site generates, deduplicated, in SPEC order (then the issues'). */
export const ALL_PUBLIC_ROUTES: readonly string[] = [
  ...new Set<string>([
    ...HEADER_MENU_ROUTES,
    ...OTHER_PUBLIC_ROUTES,
    ...SERIES_ROUTES,
    ...PRODUCT_ROUTES,
    ...SHELL_ROUTES,
    ...ISSUE_ROUTES,
  ]),
];
