import { z } from 'zod';
import { isTimeZone } from '../calendar.js';
import { messageKey } from './messages.js';

/** The largest value of the database's integer (int4) columns: every id and count fits. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a body or an answer: a positive integer that fits its int4 column. */
export const rowId = z.number().int().min(1).max(INT4_MAX);

/**
 * A row id written in a path or a query: canonical decimal digits only (`01`, `1e0`, `+1`, ` 1`
 * and `0x1` are not ids), within int4; parsed to a number.
 */
export const idText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { error: messageKey('idInvalid') })
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, { error: messageKey('idInvalid') }));

/** List queries take `page` (from 1) and `per_page` (default 10, at most 100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The paged answer of SPEC §3: `list` and `meta.total`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
  });
}
export type Paged<T> = { list: T[]; meta: { total: number; page: number; per_page: number } };

/** A row id in a path (`/…/:id`). */
export const idParams = z.object({ id: idText });

/** Calls that answer nothing answer `data: null`. */
export const nothing = z.null();

/** Marks a call that answers a file (a download), not an envelope; never serialised by schema. */
export const fileAnswer = z.custom<Blob>().describe('a file');

/** An IANA time zone name (`Asia/Shanghai`, `America/Los_Angeles`). */
export const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone, { error: messageKey('timeZoneInvalid') })
  .describe('IANA time zone, e.g. Asia/Shanghai');
