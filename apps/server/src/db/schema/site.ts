import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One editable thing of the public site (issue 30 §1): the settings, a product, a text page, the
 * downloads, a gallery, a news article. `draft` is what the editors work on; `published` is what the
 * served pages were rendered from (null until the first publish, and after a withdrawal). `version` rises with every change (draft saved, published, restored), so a change
 * made on a stale copy is refused when it says which version it read. The content is JSON whose
 * shape belongs to the kind (packages/shared/src/site: one zod schema per kind).
 */
export const siteItems = pgTable(
  'site_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    /** The revision `published` is (its number in site_revisions). */
    publishedRevision: integer('published_revision'),
    version: integer('version').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
    publishedTime: timestamp('published_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check(
      'site_items_kind_check',
      sql`${t.kind} in ('settings', 'product', 'page', 'downloads', 'gallery', 'news')`,
    ),
  ],
);
export type SiteItemRow = typeof siteItems.$inferSelect;

/**
 * Every published state of an item, numbered from 1 per item: revision 1 is the content the site was
 * built from before the database held it (the seed); "restore" copies a revision into the draft.
 */
export const siteRevisions = pgTable(
  'site_revisions',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    revision: integer('revision').notNull(),
    content: jsonb('content').notNull(),
    /** This revision took the item off the site (a product withdrawn); `content` is what it showed. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedTime: timestamp('published_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.revision] })],
);

/**
 * A photo uploaded for the site (issue 30 §2) and the variants made from it: `variants` lists
 * `{ width, format, key, bytes }` (AVIF, WebP and JPEG at up to four widths), `placeholder` is a tiny
 * blurred image as a data URL. Width and height are the upright original's (EXIF orientation applied).
 */
export const siteImages = pgTable(
  'site_images',
  {
    id: text('id').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').notNull(),
    placeholder: text('placeholder').notNull(),
    name: text('name').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_images_created_idx').on(t.createdTime)],
);
export type SiteImageRow = typeof siteImages.$inferSelect;

/**
 * A file the public site offers for download (issue 30 §5), stored once: its id is the first 16 hex
 * digits of its SHA-256, so the same bytes uploaded twice are one file. `key` is its storage key,
 * `url` where it is served.
 */
export const siteFiles = pgTable(
  'site_files',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_files_created_idx').on(t.createdTime)],
);
export type SiteFileRow = typeof siteFiles.$inferSelect;
