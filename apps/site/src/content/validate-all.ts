import type { Bilingual } from '../i18n/lang.js';
import { UI_TEXT } from '../i18n/ui-text.js';
import { CATEGORIES } from './categories.js';
import { SPEC_SHEETS, TEMPLATE_KITS } from './downloads.js';
import { EQUIPMENT_GALLERY, HONOURS_GALLERY } from './galleries.js';
import { MAINTENANCE_DOCUMENTS } from './maintenance-documents.js';
import { HEADER_LINKS, PRODUCT_MENU_GROUPS, SIDE_MENU } from './menu.js';
import { ABOUT_COPY } from './pages/about.js';
import { DOWNLOADS_COPY } from './pages/downloads.js';
import { GALLERY_COPY } from './pages/galleries.js';
import { HOME_COPY } from './pages/home.js';
import { PAGING_DEMO_COPY } from './pages/paging-demo.js';
import { PRIVACY_COPY, PRIVACY_SECTIONS } from './pages/privacy.js';
import { SHELL_COPY } from './pages/shells.js';
import { PRODUCTS } from './products/index.js';
import { bilingualTableProblems, ContentError, productProblems } from './validate-content.js';

function listTable(items: readonly Bilingual[], where: string): string[] {
  return bilingualTableProblems(Object.fromEntries(items.map((item, index) => [String(index), item])), where);
}

/** Every problem in the site's content: products, page copy, menus, galleries, downloads. */
export function allContentProblems(): string[] {
  const problems: string[] = PRODUCTS.flatMap(productProblems);
  const seen = new Map<string, string>();
  for (const product of PRODUCTS) {
    for (const key of [`slug ${product.slug}`, `route ${product.route}`]) {
      const previous = seen.get(key);
      if (previous) problems.push(`${product.slug}: duplicate ${key} (also ${previous})`);
      seen.set(key, product.slug);
    }
  }
  const tables: [Readonly<Record<string, Bilingual>>, string][] = [
    [UI_TEXT, 'UI_TEXT'],
    [HOME_COPY, 'HOME_COPY'],
    [ABOUT_COPY, 'ABOUT_COPY'],
    [DOWNLOADS_COPY, 'DOWNLOADS_COPY'],
    [GALLERY_COPY, 'GALLERY_COPY'],
    [PAGING_DEMO_COPY, 'PAGING_DEMO_COPY'],
    [PRIVACY_COPY, 'PRIVACY_COPY'],
    [SHELL_COPY, 'SHELL_COPY'],
  ];
  for (const [table, where] of tables) problems.push(...bilingualTableProblems(table, where));
  problems.push(
    ...listTable(
      CATEGORIES.flatMap((category) => [category.name, category.description]),
      'CATEGORIES',
    ),
    ...listTable(
      [...PRODUCT_MENU_GROUPS, ...SIDE_MENU].flatMap((group) => [
        group.title,
        ...group.links.map((link) => link.label),
      ]),
      'menus',
    ),
    ...listTable(
      HEADER_LINKS.map((link) => link.label),
      'HEADER_LINKS',
    ),
    ...listTable(
      [...EQUIPMENT_GALLERY, ...HONOURS_GALLERY].flatMap((item) => [item.title, item.caption]),
      'galleries',
    ),
    ...listTable(
      MAINTENANCE_DOCUMENTS.flatMap((document) => [document.title, document.summary, ...document.steps]),
      'maintenance documents',
    ),
    ...listTable(
      [
        ...SPEC_SHEETS.map((manual) => manual.title),
        ...TEMPLATE_KITS.flatMap((kit) => [kit.title, kit.description]),
      ],
      'downloads',
    ),
    ...listTable(
      PRIVACY_SECTIONS.flatMap((section) => [section.heading, ...section.paragraphs]),
      'privacy',
    ),
  );
  const slugs = new Set(PRODUCTS.map((product) => product.slug));
  for (const manual of SPEC_SHEETS) {
    for (const slug of manual.productSlugs) {
      if (!slugs.has(slug)) problems.push(`${manual.fileName}: unknown product ${slug}`);
    }
  }
  return problems;
}

/** Fails the build when anything is missing (SPEC §3 static product content, both languages). */
export function validateAllContent(): void {
  const problems = allContentProblems();
  if (problems.length > 0) throw new ContentError(problems);
}
