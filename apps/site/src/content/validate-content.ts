import type { Bilingual, ChineseText } from '../i18n/lang.js';
import { CATEGORIES } from './categories.js';
import type { Product, ProductBody } from './types.js';

/**
 * Build-time content validation: a missing field or a missing translation fails the build.
 * TypeScript already checks shapes when type-checking; this runs on every build, typed or not.
 */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

type TextChecker = (value: unknown, where: string) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasText(value: unknown, key: 'ch' | 'en'): boolean {
  return isRecord(value) && typeof value[key] === 'string' && value[key].trim().length > 0;
}

function bodyProblems(body: unknown, checkText: TextChecker, where: string, problems: string[]): void {
  if (!isRecord(body)) {
    problems.push(`${where}: body is missing`);
    return;
  }
  const b = body as Partial<ProductBody<ChineseText>>;
  checkText(b.subtitle, `${where}.subtitle`);
  checkText(b.description, `${where}.description`);
  checkText(b.videoCaption, `${where}.videoCaption`);
  if (!Array.isArray(b.taglines) || b.taglines.length === 0) problems.push(`${where}.taglines: none`);
  else
    b.taglines.forEach((tagline, i) => {
      checkText(tagline, `${where}.taglines[${i}]`);
    });
  if (!Array.isArray(b.highlights) || b.highlights.length !== 3)
    problems.push(`${where}.highlights: need exactly 3`);
  else
    b.highlights.forEach((highlight, i) => {
      checkText(highlight, `${where}.highlights[${i}]`);
    });
  if (!Array.isArray(b.specs) || b.specs.length < 7 || b.specs.length > 12) {
    problems.push(
      `${where}.specs: need about nine rows (7–12), got ${Array.isArray(b.specs) ? b.specs.length : 0}`,
    );
  } else {
    b.specs.forEach((spec, i) => {
      checkText(spec.name, `${where}.specs[${i}].name`);
      checkText(spec.value, `${where}.specs[${i}].value`);
    });
  }
  if (!Array.isArray(b.features) || b.features.length !== 4)
    problems.push(`${where}.features: need exactly 4`);
  else {
    b.features.forEach((feature, i) => {
      checkText(feature.title, `${where}.features[${i}].title`);
      if (!Array.isArray(feature.bullets) || feature.bullets.length < 1 || feature.bullets.length > 2) {
        problems.push(`${where}.features[${i}].bullets: need one or two`);
      } else {
        feature.bullets.forEach((bullet, j) => {
          checkText(bullet, `${where}.features[${i}].bullets[${j}]`);
        });
      }
    });
  }
}

/** Problems of one product (empty when valid). */
export function productProblems(product: Product): string[] {
  const problems: string[] = [];
  const where = product.slug || '(no slug)';
  const bilingual: TextChecker = (value, at) => {
    if (!hasText(value, 'ch')) problems.push(`${at}: Chinese text missing`);
    if (!hasText(value, 'en')) problems.push(`${at}: English translation missing`);
  };
  const chinese: TextChecker = (value, at) => {
    if (!hasText(value, 'ch')) problems.push(`${at}: Chinese text missing`);
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.slug)) problems.push(`${where}: slug must be kebab-case`);
  if (!/^\/[A-Za-z0-9/]+$/.test(product.route))
    problems.push(`${where}: route "${product.route}" is not a path`);
  if (!product.model?.trim()) problems.push(`${where}.model: missing`);
  bilingual(product.name, `${where}.name`);
  bilingual(product.summary, `${where}.summary`);
  if (!CATEGORIES.some((category) => category.id === product.category)) {
    problems.push(`${where}.category: unknown "${String(product.category)}"`);
  }
  if (!product.family) problems.push(`${where}.family: missing`);
  if (!isRecord(product.facts)) problems.push(`${where}.facts: missing`);
  if (product.languages === 'both') bodyProblems(product.body, bilingual, `${where}.body`, problems);
  else if (product.languages === 'ch-only') bodyProblems(product.body, chinese, `${where}.body`, problems);
  else problems.push(`${where}.languages: must be "both" or "ch-only"`);
  return problems;
}

/** Throws ContentError listing every problem of every product, duplicate slugs and routes. */
export function validateProducts(products: readonly Product[]): void {
  const problems = products.flatMap(productProblems);
  const seen = new Map<string, string>();
  for (const product of products) {
    for (const key of [`slug ${product.slug}`, `route ${product.route}`]) {
      const previous = seen.get(key);
      if (previous) problems.push(`${product.slug}: duplicate ${key} (also ${previous})`);
      seen.set(key, product.slug);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
}

/** Checks a table of bilingual texts (menus, page copy): every entry needs both languages. */
export function bilingualTableProblems(table: Readonly<Record<string, Bilingual>>, where: string): string[] {
  return Object.entries(table).flatMap(([key, text]) => [
    ...(hasText(text, 'ch') ? [] : [`${where}.${key}: Chinese text missing`]),
    ...(hasText(text, 'en') ? [] : [`${where}.${key}: English translation missing`]),
  ]);
}
