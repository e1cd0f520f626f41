import { z } from 'zod';
import { envelopeOf } from '../../http/envelope.js';

export const uploadAnswerSchema = z.object({
  url: z.string().describe('address of the stored image: /uploads/<key> locally, or on the object store'),
});

/**
 * The envelope with the address in `data.url`, repeated at the top level as `url` for clients
 * written for the old upload answer (SPEC §4: "uses returned data or url").
 */
export const uploadResponseSchema = envelopeOf(uploadAnswerSchema).extend({
  url: z.string().describe('the same address as data.url'),
});

/** `/uploads/<key>`: the key is checked by the service (a plain generated file name). */
export const uploadedFileParamsSchema = z.object({ '*': z.string() });
