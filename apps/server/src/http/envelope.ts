import { z } from 'zod';

/**
 * Every answer is `{ code, msg, data }`. Success is code 1; failure is code 0 with a message in
 * the caller's language and `data.dahua_error`, the stable error id (see errors.ts).
 */
export const SUCCESS_CODE = 1 as const;
export const FAILURE_CODE = 0 as const;

export type Envelope<T> = { code: typeof SUCCESS_CODE; msg: string; data: T };

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/** The response schema of a successful call, for OpenAPI and serialization. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

export const failureEnvelope = z.object({
  code: z.literal(FAILURE_CODE),
  msg: z.string(),
  data: z.object({ dahua_error: z.string() }).loose(),
});
