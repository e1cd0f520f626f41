/**
 * A call's method and path, the one place each is written. Path tables (one file per domain in
 * this folder) import no zod, so the console's bundle carries only these strings; the schemas of
 * each call live in ../contracts/<domain>.ts, keyed the same way.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route<M extends HttpMethod = HttpMethod, P extends string = string> = {
  readonly method: M;
  readonly path: P;
};

export type RouteTable = Record<string, Route>;

export const get = <P extends string>(path: P): Route<'GET', P> => ({ method: 'GET', path });
export const post = <P extends string>(path: P): Route<'POST', P> => ({ method: 'POST', path });
export const put = <P extends string>(path: P): Route<'PUT', P> => ({ method: 'PUT', path });
export const del = <P extends string>(path: P): Route<'DELETE', P> => ({ method: 'DELETE', path });

/** The path with each `:name` segment replaced by its value (URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path ${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
