import { z } from 'zod';
import { isDay } from '../calendar.js';
import type { SiteItemKind } from '../site-texts.js';
import { siteFileSchema } from './site-files.js';
import { siteImageSchema, siteImageVariantSchema } from './site-images.js';

/**
 * What the maker's site shows, as data (issue 30 §1): one zod schema per editable kind, shared by the
 * server (it validates drafts), the console (its editors) and the site's renderer (it renders them).
 * A text is `{ ch, en }`; a product SPEC marks Chinese-only has no English (`en` absent).
 */

/** Where the site's cards and breadcrumbs file a product (SPEC §2.6's category pages). */
export const SITE_CATEGORY_IDS = [
  'barcode',
  'ai',
  'machines',
  'cashRegister',
  'tmh',
  'tmp',
  'bench',
  'counting',
  'weighing',
] as const;

/** Which drawing stands for a product that has no photo yet. */
export const SITE_PRODUCT_FAMILIES = [
  'labelScale',
  'poleLabelScale',
  'aiScale',
  'cashRegisterScale',
  'benchScale',
  'platformScale',
  'weighingIndicator',
  'countingScale',
  'priceScale',
  'pcScale',
  'labelPrinter',
  'labelingMachine',
  'packagingMachine',
] as const;

export {
  type MissingTexts,
  missingTexts,
  SITE_ITEM_KINDS,
  type SiteItemKind,
  showsEnglish,
} from '../site-texts.js';
/** The settings are one item of this key. */
export const SITE_SETTINGS_KEY = 'site';

export const SITE_TEXT_MAX = 2000;

/** A text in both languages; `en` absent on a Chinese-only page. Drafts may hold empty texts. */
export const siteText = z.object({
  ch: z.string().trim().max(SITE_TEXT_MAX),
  en: z.string().trim().max(SITE_TEXT_MAX).optional(),
});
export type SiteText = z.infer<typeof siteText>;

/**
 * A photo in the content: the pipeline's record as it was when chosen (issue 30 §2), so a page is
 * rendered from the content alone. Its variants are served by us or by the object store, never from
 * an address an editor typed.
 */
export const siteImageRef = siteImageSchema.extend({
  placeholder: z
    .string()
    .max(4000)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/=]*$/),
  variants: z
    .array(
      siteImageVariantSchema.extend({
        url: z
          .string()
          .max(500)
          .regex(/^(\/uploads\/site-media\/[0-9a-f]{16}\/[0-9]{1,5}\.(avif|webp|jpg)|https:\/\/[^\s"'<>]+)$/),
      }),
    )
    .min(1)
    .max(24),
});
export type SiteImageRef = z.infer<typeof siteImageRef>;

const SITE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The maker's own details: the footer, the contact page and the enquiry boxes show them. */
export const siteSettingsContent = z.object({
  companyName: siteText,
  phone: z.string().trim().max(40),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || SITE_EMAIL_PATTERN.test(value), { error: 'not an e-mail address' }),
  address: siteText,
  /** A map service's link for the address ('' for none). */
  mapUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), { error: 'an https:// link' }),
  hours: siteText,
  /** The ICP record number shown in the footer (a Chinese site must show it), e.g. 浙ICP备12345678号-1. */
  icpRecord: z.string().trim().max(60),
  /** The public-security record number (公安备案号), e.g. 浙公网安备 33010602000000号. */
  psbRecord: z.string().trim().max(80),
  /** WeChat and other QR codes shown in the footer. */
  socialQr: z.array(z.object({ label: siteText, image: siteImageRef })).max(4),
});
export type SiteSettingsContent = z.infer<typeof siteSettingsContent>;

const specRow = z.object({ name: siteText, value: siteText });
const featureBlock = z.object({ title: siteText, bullets: z.array(siteText).min(1).max(2) });

/** A product's page (route, card, spec sheet). Its slug and route are its identity: never edited. */
export const siteProductContent = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
  route: z.string().regex(/^\/[A-Za-z0-9/._-]{0,80}$/),
  model: z.string().trim().min(1).max(60),
  name: siteText,
  summary: siteText,
  category: z.enum(SITE_CATEGORY_IDS),
  family: z.enum(SITE_PRODUCT_FAMILIES),
  facts: z
    .object({
      pluCapacity: z.number().optional(),
      salesRecords: z.number().optional(),
      shortcutKeys: z.number().optional(),
      maxPrintWidthMm: z.number().optional(),
      appearanceMm: z.string().optional(),
      heightMm: z.number().optional(),
      depthMm: z.number().optional(),
      printSpeedMmPerSecond: z.number().optional(),
    })
    .strict(),
  languages: z.enum(['both', 'ch-only']),
  body: z.object({
    subtitle: siteText,
    taglines: z.array(siteText).max(6),
    description: siteText,
    highlights: z.tuple([siteText, siteText, siteText]),
    specs: z.array(specRow).min(1).max(60),
    videoCaption: siteText,
    features: z.tuple([featureBlock, featureBlock, featureBlock, featureBlock]),
  }),
  /** Photos, the first one leading the page; none: the page shows the family's drawing. */
  photos: z.array(siteImageRef).max(12).optional(),
});
export type SiteProductContent = z.infer<typeof siteProductContent>;

/** The text pages an editor writes (their keys; each is served at its path). */
export const SITE_PAGES = { about: '/about', privacy: '/page/privacy' } as const;
export type SitePageKey = keyof typeof SITE_PAGES;

/**
 * A text page: its title and meta description, an optional lead paragraph and version line (the privacy
 * policy's), and its sections, each a heading, paragraphs and an optional link to another page of the site.
 */
export const sitePageContent = z.object({
  title: siteText,
  description: siteText,
  intro: siteText.optional(),
  version: z.string().trim().max(20).optional(),
  sections: z
    .array(
      z.object({
        heading: siteText,
        paragraphs: z.array(siteText).min(1).max(20),
        link: z.object({ label: siteText, path: z.string().regex(/^\/[A-Za-z0-9/._-]{0,80}$/) }).optional(),
      }),
    )
    .min(1)
    .max(30),
});
export type SitePageContent = z.infer<typeof sitePageContent>;

/** The downloads are one item of this key. */
export const SITE_DOWNLOADS_KEY = 'files';
/** Where an uploaded download is listed: with the manuals (PDF) or with the software (ZIP or PDF). */
export const SITE_DOWNLOAD_SECTIONS = ['manual', 'software'] as const;
export type SiteDownloadSection = (typeof SITE_DOWNLOAD_SECTIONS)[number];

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30), by the shared calendar's rule. */
const isoDate = z.string().refine((value) => isDay(value), { error: 'not a date (YYYY-MM-DD)' });

/**
 * A file the maker uploaded for download (issue 30 §5): a manual or a piece of software, its version and
 * release date, the products it is for (their slugs), and the stored file (the server keeps its own record
 * of it: size and SHA-256 of the bytes served).
 */
export const siteDownloadEntry = z.object({
  /** The entry's own name in the list (unique): the page's anchor for it. */
  id: z.string().regex(SLUG),
  section: z.enum(SITE_DOWNLOAD_SECTIONS),
  title: siteText,
  description: siteText.optional(),
  version: z.string().trim().min(1).max(40),
  releasedOn: isoDate,
  productSlugs: z.array(z.string().regex(SLUG)).max(80),
  file: siteFileSchema,
});
export type SiteDownloadEntry = z.infer<typeof siteDownloadEntry>;

/** The uploaded downloads, in the order the pages list them. */
export const siteDownloadsContent = z.object({
  entries: z
    .array(siteDownloadEntry)
    .max(200)
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      error: 'two entries with the same id',
    }),
});
export type SiteDownloadsContent = z.infer<typeof siteDownloadsContent>;

/**
 * The shop bridge's newest packages (issue 25), one per platform, as the downloads page lists them: not
 * edited, they appear by themselves when a new version is published. Size and SHA-256 are those of the
 * file as downloaded from the site's own address.
 */
export interface SiteBridgePackage {
  readonly platform: string;
  readonly version: string;
  readonly fileName: string;
  readonly size: number;
  readonly sha256: string;
  readonly url: string;
  /** YYYY-MM-DD, the day the version was published. */
  readonly releasedOn: string;
}

/** The galleries an editor keeps (their keys; each is served at two pages, SPEC's and its Chinese side screen). */
export const SITE_GALLERIES = { honours: '/houer', equipment: '/device' } as const;
export type SiteGalleryKey = keyof typeof SITE_GALLERIES;

/**
 * A gallery (quality honours, equipment centre): its pictures in order, each a title and a caption, and a
 * photo; without one, the drawing the site was built with (only the built pictures have one).
 */
export const siteGalleryContent = z.object({
  items: z
    .array(
      z.object({
        id: z.string().regex(SLUG),
        title: siteText,
        caption: siteText,
        photo: siteImageRef.optional(),
      }),
    )
    .min(1)
    .max(60)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: 'two pictures with the same id',
    }),
});
export type SiteGalleryContent = z.infer<typeof siteGalleryContent>;

/** A news article: served at /news/<slug> in both languages and listed, newest first, at /news. */
export const siteNewsContent = z.object({
  slug: z.string().regex(SLUG),
  title: siteText,
  date: isoDate,
  summary: siteText,
  paragraphs: z.array(siteText).min(1).max(40),
  photo: siteImageRef.optional(),
});
export type SiteNewsContent = z.infer<typeof siteNewsContent>;

/** Kinds an editor adds and removes items of (the others are a fixed set of items). */
export const SITE_CREATABLE_KINDS = ['product', 'news'] as const;
export type SiteCreatableKind = (typeof SITE_CREATABLE_KINDS)[number];

export const SITE_CONTENT_SCHEMAS = {
  settings: siteSettingsContent,
  product: siteProductContent,
  page: sitePageContent,
  downloads: siteDownloadsContent,
  gallery: siteGalleryContent,
  news: siteNewsContent,
} as const satisfies Record<SiteItemKind, z.ZodType>;

/** A value none of whose parts may be changed (the content files' types are written so). */
export type DeepReadonly<T> = T extends (infer U)[]
  ? ReadonlyArray<DeepReadonly<U>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** Everything the renderer needs: what is published, or a draft put in its place for a preview. */
export interface SiteContentData {
  readonly settings: DeepReadonly<SiteSettingsContent>;
  readonly products: readonly DeepReadonly<SiteProductContent>[];
  readonly pages: { readonly [K in SitePageKey]: DeepReadonly<SitePageContent> };
  readonly downloads: DeepReadonly<SiteDownloadsContent>;
  readonly galleries: { readonly [K in SiteGalleryKey]: DeepReadonly<SiteGalleryContent> };
  /** Published news, newest first. */
  readonly news: readonly DeepReadonly<SiteNewsContent>[];
  /** The bridge's newest packages (none when none is published). */
  readonly bridge: readonly SiteBridgePackage[];
}
