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

export function paged<T>(list: T[], total: number, query: PageQuery) {
  return { list, meta: { total, page: query.page, per_page: query.per_page } };
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}
