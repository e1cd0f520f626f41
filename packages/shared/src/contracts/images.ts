import { z } from 'zod';
import { imagesPaths } from '../paths/images.js';
import { defineApi } from './define.js';

export const uploadAnswerSchema = z.object({
  url: z.string().describe('address of the stored image: /uploads/<key> locally, or on the object store'),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * An upload is multipart (field `image`), sent by the console's upload component to
 * `urlOf(imagesPaths.upload)`. Besides `data.url` the answer repeats the address at the top level
 * as `url`, for clients written for the old upload answer (SPEC §4: "uses returned data or url").
 */
export const imagesApi = defineApi(imagesPaths, {
  upload: { response: uploadAnswerSchema },
});
