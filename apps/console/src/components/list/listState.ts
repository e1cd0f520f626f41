import { isDay } from '@dahua/shared';

/**
 * A list page's query state (page, page size, filters) and its form in a URL's search params: each
 * filter has a kind, so what comes back from the address is typed and anything malformed (a page
 * "abc", an unknown choice) reads as unset rather than reaching the list call.
 */

/**
 * A filter's kind: a whole number (ids), free text, a calendar day (`YYYY-MM-DD`, a real date), yes/no,
 * or one of a few choices.
 */
export type FilterKind = 'number' | 'string' | 'date' | 'boolean' | readonly string[];
export type FilterSpec = Record<string, FilterKind>;

export type FilterValue<K extends FilterKind> = K extends 'number'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends readonly (infer Choice)[]
      ? Choice
      : string;

export type Filters<S extends FilterSpec> = { [Key in keyof S]?: FilterValue<S[Key]> | undefined };

export type ListState<S extends FilterSpec> = { page: number; size: number; filters: Filters<S> };

/** The built-in filters of every list: the search text and the administrators' company filter. */
export const BASE_FILTERS = { name: 'string', company_id: 'number' } as const satisfies FilterSpec;

const WHOLE = /^[1-9][0-9]{0,8}$/;

function readValue(kind: FilterKind, text: string | null): unknown {
  if (text === null || text === '') return undefined;
  if (kind === 'number') return WHOLE.test(text) ? Number(text) : undefined;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (kind === 'string') return text;
  if (kind === 'date') return isDay(text) ? text : undefined;
  return kind.includes(text) ? text : undefined;
}

/** The state a URL's search params describe; what is absent or malformed takes its default. */
export function readListState<S extends FilterSpec>(
  params: URLSearchParams,
  spec: S,
  defaultSize: number,
): ListState<S> {
  const page = readValue('number', params.get('page'));
  const size = readValue('number', params.get('size'));
  const filters: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(spec)) {
    const value = readValue(kind, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  return {
    page: typeof page === 'number' ? page : 1,
    size: typeof size === 'number' ? size : defaultSize,
    filters: filters as Filters<S>,
  };
}

/**
 * The search params of a state, written over `base` (the address's other params are kept): page 1,
 * the default size and unset filters are left out, so a fresh list has a clean address.
 */
export function writeListState<S extends FilterSpec>(
  state: ListState<S>,
  spec: S,
  defaultSize: number,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['page', 'size', ...Object.keys(spec)]) params.delete(key);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== defaultSize) params.set('size', String(state.size));
  for (const key of Object.keys(spec)) {
    const value = (state.filters as Record<string, unknown>)[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Some filter is set (an empty list then says "nothing matches" rather than "nothing yet"). */
export function isFiltered<S extends FilterSpec>(filters: Filters<S>): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
