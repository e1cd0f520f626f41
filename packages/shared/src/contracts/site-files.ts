import { z } from 'zod';
import { siteFilesPaths } from '../paths/site-files.js';
import { pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';

/** The largest file a site editor may upload for download: 100 MB. */
export const MAX_SITE_FILE_MB = 100;
export const SITE_FILE_TYPES = ['application/pdf', 'application/zip'] as const;
export type SiteFileType = (typeof SITE_FILE_TYPES)[number];

/** A site file's id: the first 16 hex digits of its SHA-256 (the same bytes uploaded twice are one file). */
export const SITE_FILE_ID = /^[0-9a-f]{16}$/;
/** The name a file is served under: letters, digits, dot, dash and underscore, with its type's extension. */
export const SITE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(pdf|zip)$/;

/**
 * A downloadable file as the site shows it: its served name, size in bytes, SHA-256 (of exactly the
 * bytes served), type, address, and when it was uploaded.
 */
export const siteFileSchema = z.object({
  id: z.string().regex(SITE_FILE_ID),
  name: z.string().regex(SITE_FILE_NAME),
  size: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  content_type: z.enum(SITE_FILE_TYPES),
  url: z
    .string()
    .max(500)
    .regex(/^(\/uploads\/site-files\/[0-9a-f]{16}\/[A-Za-z0-9._-]+|https:\/\/[^\s"'<>]+)$/)
    .describe('where it is served: /uploads/site-files/<id>/<name> locally, or on the object store'),
  uploaded_time: z.string(),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

/** Uploads are multipart (field `file`); the answer is the stored file. */
export const siteFilesApi = defineApi(siteFilesPaths, {
  upload: { response: siteFileSchema },
  list: { query: pageQuery, response: pageOf(siteFileSchema) },
});
