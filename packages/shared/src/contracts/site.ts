import { z } from 'zod';
import { sitePaths } from '../paths/site.js';
import { fileAnswer } from './common.js';
import { defineApi } from './define.js';
import { SITE_CREATABLE_KINDS, SITE_ITEM_KINDS } from './site-content.js';

const itemParams = z.object({
  kind: z.enum(SITE_ITEM_KINDS),
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/)
    .describe(
      'the product’s or article’s slug, `site` for the settings, `files` for the downloads, a page’s or gallery’s name',
    ),
});
const revisionParams = itemParams.extend({ revision: z.coerce.number().int().min(1).max(1_000_000) });

const person = z.object({ id: z.number().int(), name: z.string() });
const missing = z.object({ ch: z.array(z.string()), en: z.array(z.string()) });

export const siteItemSummary = z.object({
  kind: z.enum(SITE_ITEM_KINDS),
  key: z.string(),
  title: z.object({ ch: z.string(), en: z.string() }),
  /** The product's page (its Chinese path); '/' for the settings. */
  path: z.string(),
  /** draft differs from what is published. */
  changed: z.boolean(),
  /** Taken off the site (a product withdrawn): publishing its draft puts it back. */
  withdrawn: z.boolean(),
  /** Texts empty in a language the draft is shown in. */
  missing,
  version: z.number().int(),
  published_revision: z.number().int().nullable(),
  updated_time: z.string(),
  published_time: z.string().nullable(),
  updated_by: person.nullable(),
});
export type SiteItemSummary = z.infer<typeof siteItemSummary>;

export const siteItemDetail = siteItemSummary.extend({
  draft: z.unknown(),
  published: z.unknown().nullable(),
});
export type SiteItemDetail = z.infer<typeof siteItemDetail>;

export const siteListQuery = z.object({ kind: z.enum(SITE_ITEM_KINDS).optional() });

export const siteDraftBody = z.object({
  /** The whole content of the item, as its kind's schema (contracts/site-content.ts) describes it. */
  content: z.unknown(),
  version: z.number().int().min(0).optional(),
});
export type SiteDraftBody = z.input<typeof siteDraftBody>;

/** A new product or article: its whole content (its slug is its key; a product's route a new page). */
export const siteNewItemBody = z.object({ content: z.unknown() });
export type SiteNewItemBody = z.input<typeof siteNewItemBody>;

const creatableParams = z.object({ kind: z.enum(SITE_CREATABLE_KINDS) });
const creatableItemParams = creatableParams.extend({ key: itemParams.shape.key });

export const siteVersionBody = z.object({ version: z.number().int().min(0).optional() }).default({});

export const sitePreviewQuery = z.object({
  lang: z.enum(['ch', 'en']).default('ch'),
  /** Which page to show a settings draft on (default: the contact page). */
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9/._-]{0,80}$/)
    .optional(),
});

export const sitePublishAnswer = z.object({
  revision: z.number().int(),
  /** The files whose text changed (pages in both languages, the sitemap). */
  changed: z.array(z.string()),
  /** Time to render and switch the served folder. */
  ms: z.number(),
  item: siteItemDetail,
});
export type SitePublishAnswer = z.infer<typeof sitePublishAnswer>;

export const siteRevisionSchema = z.object({
  revision: z.number().int(),
  /** This revision took the item off the site (its content: what the site showed until then). */
  withdrawn: z.boolean(),
  published_time: z.string(),
  published_by: person.nullable(),
  current: z.boolean(),
});
export type SiteRevision = z.infer<typeof siteRevisionSchema>;

export const siteApi = defineApi(sitePaths, {
  list: { query: siteListQuery, response: z.object({ items: z.array(siteItemSummary) }) },
  one: { params: itemParams, response: siteItemDetail },
  saveDraft: { params: itemParams, body: siteDraftBody, response: siteItemDetail },
  preview: { params: itemParams, query: sitePreviewQuery, response: fileAnswer },
  publish: { params: itemParams, body: siteVersionBody, response: sitePublishAnswer },
  revisions: { params: itemParams, response: z.object({ revisions: z.array(siteRevisionSchema) }) },
  revision: {
    params: revisionParams,
    response: siteRevisionSchema.extend({ content: z.unknown() }),
  },
  restore: { params: revisionParams, body: siteVersionBody, response: siteItemDetail },
  create: { params: creatableParams, body: siteNewItemBody, response: siteItemDetail },
  withdraw: { params: creatableItemParams, body: siteVersionBody, response: sitePublishAnswer },
  remove: { params: creatableItemParams, response: z.object({ key: z.string() }) },
});
