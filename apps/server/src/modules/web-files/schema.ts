import { z } from 'zod';

/** A download name: one plain file name, never a path (no slashes, no "..", no leading dot). */
export const downloadQuerySchema = z.object({
  file_name: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a plain file name')
    .refine((name) => !name.includes('..'), 'must be a plain file name')
    .describe('name of a file published by the public site, e.g. tm-q-manual.pdf'),
});

export const downloadAnswerSchema = z.object({
  url: z.string().describe('address of the file, relative to the site (base URL is empty)'),
});

/** One line of apps/site/dist/files/manifest.json, written by the site build. */
export const manifestEntrySchema = z.object({
  file_name: z.string(),
  url: z.string().startsWith('/files/'),
  content_type: z.string(),
});

export const manifestSchema = z.array(manifestEntrySchema);

export type ManifestEntry = z.infer<typeof manifestEntrySchema>;
