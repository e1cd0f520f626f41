import type { CallInput, CallOutput, Endpoint } from '@dahua/shared/contracts/define';
import { fillPath, type Route } from '@dahua/shared/paths/route';
import { currentLanguage, i18n } from '../i18n';
import {
  createRequestClient,
  type RequestOptions,
  type RequestUi,
  tokenAuthorization,
  urlWith,
} from '../services/request';
import { loadToken } from '../services/storage';
import { endSession } from '../session';

/** Filled by <UiBridge/> once antd's App context exists; plain alerts until then. */
const ui: RequestUi = {
  dialog: (title, content, onOk) => {
    window.alert(`${title}\n${content}`);
    onOk?.();
  },
  toast: (content) => window.alert(content),
};
let navigate: (path: string) => void = (path) => window.location.assign(path);

export function connectUi(next: RequestUi, nextNavigate: (path: string) => void): void {
  Object.assign(ui, next);
  navigate = nextNavigate;
}

export const { request, requestData } = createRequestClient({
  ui,
  t: (key) => i18n.t(key),
  language: currentLanguage,
  endSession,
  goToLogin: () => navigate('/sign/login'),
});

/** Per call: handle failures in the page (`silent`), or send no token / other credentials. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'withoutToken' | 'authorization'>;

type Args<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** One typed function per call of a contract: input and answer types come from its schemas. */
export type Client<A extends Record<string, Endpoint>> = {
  [K in keyof A]: (...args: Args<A[K]>) => Promise<CallOutput<A[K]>>;
};

type Parts = { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };

/**
 * The console's calls of one domain: `clientFor<typeof goodsApi>(goodsPaths).edit({params, body})`.
 * Only the contract's types are imported (`import type`), so no schema reaches the bundle; the
 * path table is the one the server serves.
 */
export function clientFor<A extends Record<string, Endpoint>>(paths: { [K in keyof A]: Route }): Client<A> {
  const client: Record<string, (input?: Parts, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries<Route>(paths)) {
    client[name] = (input = {}, options = {}) =>
      requestData(fillPath(route.path, input.params), {
        ...options,
        method: route.method,
        query: input.query,
        body: input.body,
      });
  }
  return client as unknown as Client<A>;
}

/** The URL of a call that is not an envelope (a download, an XHR upload). */
export function urlOf(route: Route, parts: Omit<Parts, 'body'> = {}): string {
  return urlWith(fillPath(route.path, parts.params), parts.query);
}

/**
 * Fetches a file a call answers (the session token goes in a header, so the browser cannot just
 * open the URL) and saves it under the name the server gives; a refusal raises its message.
 */
export async function downloadFile(
  route: Route,
  parts: Omit<Parts, 'body'>,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(urlOf(route, parts), { headers: uploadHeaders() });
  if (!response.ok || response.headers.get('content-type')?.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(answer?.msg || `${response.status}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const filename = encoded
    ? decodeURIComponent(encoded)
    : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The headers of every request (SPEC §7): the stored token as Basic auth, and the language. */
export function uploadHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLanguage() };
  const token = loadToken()?.token;
  if (token) headers.authorization = tokenAuthorization(token);
  return headers;
}
