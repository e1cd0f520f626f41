import type { SiteImage } from '@dahua/shared/contracts/site-images';
import type { Bilingual, ChineseText } from '../i18n/lang.js';

/** The category list a detail page's breadcrumb starts from (SPEC §2.6 "Detail pages"). */
export type CategoryId =
  | 'barcode'
  | 'ai'
  | 'machines'
  | 'cashRegister'
  | 'tmh'
  | 'tmp'
  | 'bench'
  | 'counting'
  | 'weighing';

/** The illustration drawn for a product. */
export type ProductFamily =
  | 'labelScale'
  | 'poleLabelScale'
  | 'aiScale'
  | 'cashRegisterScale'
  | 'benchScale'
  | 'platformScale'
  | 'weighingIndicator'
  | 'countingScale'
  | 'priceScale'
  | 'pcScale'
  | 'labelPrinter'
  | 'labelingMachine'
  | 'packagingMachine';

/**
 * Machine-readable facts a page states; content tests compare them with SPEC §9 and with the
 * page text (a TM-Aa page cannot claim 10,000 PLUs).
 */
export interface ProductFacts {
  readonly pluCapacity?: number;
  readonly salesRecords?: number;
  readonly shortcutKeys?: number;
  readonly maxPrintWidthMm?: number;
  readonly appearanceMm?: string;
  readonly heightMm?: number;
  readonly depthMm?: number;
  readonly printSpeedMmPerSecond?: number;
}

export interface SpecRow<T> {
  readonly name: T;
  readonly value: T;
}

export interface FeatureBlock<T> {
  readonly title: T;
  /** One or two bullets. */
  readonly bullets: readonly T[];
}

/** The body of a detail page, in the text type of its languages. */
export interface ProductBody<T> {
  readonly subtitle: T;
  readonly taglines: readonly T[];
  readonly description: T;
  readonly highlights: readonly [T, T, T];
  readonly specs: readonly SpecRow<T>[];
  readonly videoCaption: T;
  readonly features: readonly [FeatureBlock<T>, FeatureBlock<T>, FeatureBlock<T>, FeatureBlock<T>];
}

interface ProductCommon {
  /** File name under content/products without extension. */
  readonly slug: string;
  /** Chinese path as SPEC §2.6 writes it (case-sensitive). */
  readonly route: `/${string}`;
  /** Model designation, e.g. "TM-Ab". */
  readonly model: string;
  readonly name: Bilingual;
  /** One line for cards and the meta description. */
  readonly summary: Bilingual;
  readonly category: CategoryId;
  readonly family: ProductFamily;
  readonly facts: ProductFacts;
  /** Photos from the console (issue 30 §2), the first leading the page; none: the family's drawing. */
  readonly photos?: readonly SiteImage[];
}

export interface BilingualProduct extends ProductCommon {
  readonly languages: 'both';
  readonly body: ProductBody<Bilingual>;
}

/** A product SPEC marks Chinese-only: its English page says so and links back. */
export interface ChineseOnlyProduct extends ProductCommon {
  readonly languages: 'ch-only';
  readonly body: ProductBody<ChineseText>;
}

export type Product = BilingualProduct | ChineseOnlyProduct;
