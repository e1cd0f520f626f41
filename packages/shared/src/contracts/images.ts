import { z } from 'zod';
import { imagesPaths } from '../paths/images.js';
import { defineApi } from './define.js';

export const uploadAnswerSchema = z.object({
  url: z.string().describe('address of the stored image: /uploads/<key> locally, or on the object store'),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The largest document (PDF) accepted: 10 MB (images keep their 5 MB). */
export const MAX_DOCUMENT_MB = 10;

export const uploadedFileSchema = z.object({
  url: z.string().describe('address of the stored file: /uploads/<key> locally, or on the object store'),
  kind: z.enum(['image', 'pdf']),
  name: z.string().describe('the file’s name as sent (for showing it)'),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * An upload is multipart (field `image`), sent by the console's upload component to
 * `urlOf(imagesPaths.upload)`. Besides `data.url` the answer repeats the address at the top level
 * as `url`, for clients written for the old upload answer (SPEC §4: "uses returned data or url").
 */
export const imagesApi = defineApi(imagesPaths, {
  upload: { response: uploadAnswerSchema },
  /** Multipart field `file`: an image (as upload checks it) or a PDF of at most 10 MB. */
  uploadFile: { response: uploadedFileSchema },
});
