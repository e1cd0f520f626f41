import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../content/categories.js';
import { defaultSiteContent } from '../content/default-content.js';
import { PRODUCT_MENU_GROUPS } from '../content/menu.js';
import { productByRoute, productsOfCategory } from '../content/product-queries.js';
import { PRODUCTS } from '../content/products/index.js';
import { LANGS } from '../i18n/lang.js';
import { outputFileFor } from './output-path.js';
import { listPages } from './page-registry.js';
import { renderSite } from './render-site.js';
import { buildSitemap } from './sitemap.js';
import {
  ALL_PUBLIC_ROUTES,
  CHINESE_ONLY_ROUTES,
  CONSOLE_ROUTE_PREFIXES,
  HEADER_MENU_ROUTES,
  PRODUCT_ROUTES,
  SPEC_CATEGORY_CARDS,
} from './spec-routes.js';

const assets = { css: '/assets/site.css', js: '/assets/site.js', favicon: '/assets/favicon.svg' };
const content = defaultSiteContent();
const files = renderSite(content, assets);
const byFile = new Map(files.map((file) => [file.file, file.html]));

function htmlOf(path: string, lang: 'ch' | 'en'): string {
  const html = byFile.get(outputFileFor(path, lang));
  if (html === undefined) throw new Error(`${path} (${lang}) was not generated`);
  return html;
}

describe('routes of SPEC §2.6', () => {
  it('generates exactly the public routes, no more and no fewer', () => {
    expect(
      listPages(content)
        .map((page) => page.path)
        .sort(),
    ).toEqual([...ALL_PUBLIC_ROUTES].sort());
    expect(ALL_PUBLIC_ROUTES).toHaveLength(82); // SPEC's 80, issue 30's /contact and /news
  });

  it('renders every route in Chinese at its path and in English at /en + path', () => {
    for (const route of ALL_PUBLIC_ROUTES) {
      for (const lang of LANGS)
        expect(htmlOf(route, lang)).toMatch(/^<!DOCTYPE html><html lang="(zh-CN|en)">/);
    }
    expect(outputFileFor('/', 'ch')).toBe('index.html');
    expect(outputFileFor('/', 'en')).toBe('en/index.html');
    expect(outputFileFor('/Tmab', 'ch')).toBe('Tmab/index.html');
    expect(outputFileFor('/Tmab', 'en')).toBe('en/Tmab/index.html');
    expect(outputFileFor('/dahuascale/pc/index.html', 'en')).toBe('en/dahuascale/pc/index.html');
    expect(byFile.has('404.html') && byFile.has('en/404.html')).toBe(true);
  });

  it('keeps route case exactly as SPEC writes it', () => {
    for (const route of ['/Tmab', '/TmF', '/Xkm', '/Xkthree', '/TmAaP', '/aAcsthree', '/Syaa1a']) {
      expect(byFile.has(outputFileFor(route, 'ch'))).toBe(true);
      expect(byFile.has(outputFileFor(route.toLowerCase(), 'ch'))).toBe(route === route.toLowerCase());
    }
  });

  it('never generates the console’s routes', () => {
    for (const file of files) {
      const path = `/${file.file.replace(/^en\//, '').replace(/\/?index\.html$/, '')}`;
      for (const prefix of CONSOLE_ROUTE_PREFIXES) {
        expect(path === prefix || path.startsWith(`${prefix}/`)).toBe(false);
      }
    }
  });

  it('gives every product route a detail page whose breadcrumb starts at its category list', () => {
    for (const route of PRODUCT_ROUTES) {
      const product = productByRoute(PRODUCTS, route);
      expect(product, route).toBeDefined();
      const category = CATEGORIES.find((candidate) => candidate.id === product?.category);
      const html = htmlOf(route, 'ch');
      expect(html).toMatch(new RegExp(`<nav class="breadcrumb"[^>]*><ol><li><a href="${category?.route}">`));
    }
  });

  it('puts every SPEC category card on its listing, linking to a product of that category', () => {
    for (const [listing, routes] of Object.entries(SPEC_CATEGORY_CARDS)) {
      const category = CATEGORIES.find((candidate) => candidate.route === listing);
      expect(category, listing).toBeDefined();
      if (!category) continue;
      const cards = productsOfCategory(PRODUCTS, category).map((product) => product.route);
      expect(cards.slice(0, routes.length)).toEqual(routes);
      const html = htmlOf(listing, 'en');
      for (const route of routes) expect(html).toContain(`class="card-link" href="/en${route}"`);
      expect(htmlOf(listing, 'ch')).toMatch(/<ol><li><a href="\/">产品中心<\/a><\/li>/);
    }
  });

  it('lists every product on some category page', () => {
    const listed = new Set(
      CATEGORIES.flatMap((category) => productsOfCategory(PRODUCTS, category).map((product) => product.slug)),
    );
    expect([...listed].sort()).toEqual(PRODUCTS.map((product) => product.slug).sort());
  });

  it('links the header menu and the four Products Center groups from every page', () => {
    const html = htmlOf('/about', 'ch');
    for (const route of HEADER_MENU_ROUTES) expect(html).toContain(`href="${route}"`);
    expect(html).toContain('href="/sign/login"');
    expect(PRODUCT_MENU_GROUPS.map((group) => group.title.en)).toEqual([
      'AI intelligence recognition scale',
      'FreshFoodChain',
      'Distribution & Factory',
      'Civilian scales',
    ]);
    const english = htmlOf('/about', 'en');
    for (const group of PRODUCT_MENU_GROUPS) expect(english).toContain(group.title.en.replace('&', '&amp;'));
  });

  it('titles a product page with its name plus the site title, with hreflang pairs and JSON-LD', () => {
    const html = htmlOf('/Tmab', 'en');
    expect(html).toContain('<title>TM-Ab pole-mounted label scale | Dahua Scales</title>');
    expect(htmlOf('/Tmab', 'ch')).toContain('<title>TM-Ab 立杆式条码秤 | 大华电子秤</title>');
    expect(html).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="[^"]+\/Tmab"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]+\/en\/Tmab"\/>/);
    expect(html).toMatch(/hrefLang="x-default"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/Tmab"\/>/);
    expect(html).toContain('"@type":"Product"');
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });

  it('follows the stored language (lange) on every page but the Chinese-only ones', () => {
    expect(htmlOf('/Tmab', 'ch')).toContain("s!=='ch')location.replace('/en'");
    expect(htmlOf('/Tmab', 'en')).toContain("s!=='en')location.replace((p.slice(3)");
    for (const route of CHINESE_ONLY_ROUTES) {
      expect(htmlOf(route, 'ch')).not.toContain('location.replace');
      expect(htmlOf(route, 'en')).toContain('location.replace');
    }
    // Signing in from a page keeps its language for the console.
    expect(htmlOf('/Tmab', 'en')).toContain('href="/sign/login" data-lang="en"');
  });

  it('tells English readers of Chinese-only pages so and links back', () => {
    for (const route of CHINESE_ONLY_ROUTES) {
      const html = htmlOf(route, 'en');
      expect(html).toContain('This page is available in Chinese only');
      expect(html).toContain(`href="${route}" hrefLang="zh-CN"`);
    }
  });

  it('writes a sitemap with both languages of every page', () => {
    const sitemap = buildSitemap(ALL_PUBLIC_ROUTES);
    expect(sitemap.match(/<url>/g)).toHaveLength(ALL_PUBLIC_ROUTES.length * 2);
    expect(sitemap).toMatch(/<loc>[^<]+\/en\/tmaa<\/loc>/);
  });

  it('pages the /classjijia demo: 100 items, 5 per page', () => {
    const html = htmlOf('/classjijia', 'ch');
    expect(html.match(/<tr data-page="/g)).toHaveLength(100);
    expect(html.match(/<tr data-page="1">/g)).toHaveLength(5);
    expect(html).toContain('data-page-size="5"');
  });
});
