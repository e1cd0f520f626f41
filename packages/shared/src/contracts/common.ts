import { z } from 'zod';

/** List queries take `page` (from 1) and `per_page` (default 10, at most 100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
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
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Calls that answer nothing answer `data: null`. */
export const nothing = z.null();

/** Marks a call that answers a file (a download), not an envelope; never serialised by schema. */
export const fileAnswer = z.custom<Blob>().describe('a file');
