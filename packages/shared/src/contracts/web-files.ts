import { z } from 'zod';
import { webFilesPaths } from '../paths/web-files.js';
import { defineApi } from './define.js';

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

export const webFilesApi = defineApi(webFilesPaths, {
  download: { query: downloadQuerySchema, response: downloadAnswerSchema },
});
