import type { z } from 'zod';
import type { Route, RouteTable } from '../paths/route.js';

/** What a call carries besides its route: the schema of each request part and of the answer's `data`. */
export type CallSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The `data` of a successful envelope. */
  response: z.ZodType;
};

export type Endpoint = Route & CallSchemas;

/** Joins a domain's path table with the schemas of each of its calls; every route needs its schemas. */
export function defineApi<P extends RouteTable, S extends { [K in keyof P]: CallSchemas }>(
  paths: P,
  schemas: S,
): { [K in keyof P]: P[K] & S[K] } {
  const api: Record<string, Endpoint> = {};
  for (const key of Object.keys(paths)) api[key] = { ...paths[key], ...schemas[key] } as Endpoint;
  return api as { [K in keyof P]: P[K] & S[K] };
}

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * A query or path part as the caller writes it: the parsed types (a number where the server
 * coerces the text), with the keys the server defaults left optional.
 */
export type WireParts<S extends z.ZodType> = {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? never : K]: z.output<S>[K];
} & {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? K : never]?: z.output<S>[K] | undefined;
};

/** What a caller passes for endpoint E: `{params, query, body}` as E has them. */
export type CallInput<E extends CallSchemas> = (E['params'] extends z.ZodType
  ? { params: WireParts<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: WireParts<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The `data` a successful call of E answers. */
export type CallOutput<E extends CallSchemas> = z.output<E['response']>;

/** The body type of E (for forms). */
export type BodyOf<E extends CallSchemas> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The query type of E (for list pages' state). */
export type QueryOf<E extends CallSchemas> = E['query'] extends z.ZodType ? WireParts<E['query']> : never;
