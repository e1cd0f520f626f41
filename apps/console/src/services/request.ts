import { type ApiEnvelope, SESSION_INVALID_ERROR, SUCCESS_CODE } from '@dahua/shared';
import { loadToken } from './storage';

/** What the request layer needs from the screen; the app wires antd's modal and message in. */
export type RequestUi = {
  /** A modal dialog; `onOk` runs when the person confirms. */
  dialog(title: string, content: string, onOk?: () => void): void;
  /** A short error toast. */
  toast(content: string): void;
};

export type RequestDeps = {
  ui: RequestUi;
  t(key: string): string;
  language(): string;
  /** Clears the stored login and goes to /sign/login. */
  endSession(): void;
  goToLogin(): void;
  fetch?: typeof fetch;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Sends no token (sign-in, public calls). */
  withoutToken?: boolean;
  /** Sends this Authorization header instead of the token (password sign-in). */
  authorization?: string;
  /** No error dialog for a failure envelope; the caller handles it. */
  silent?: boolean;
};

/** A failure the person has already been told about (or that the caller asked to handle). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'api' | 'session' | 'network' | 'response' | 'body',
    readonly envelope?: ApiEnvelope,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** `Basic base64(token + ":null")` (SPEC §7). */
export function tokenAuthorization(token: string): string {
  return `Basic ${btoa(`${token}:null`)}`;
}

/** `Basic base64(identifier:password)`, UTF-8 safe. */
export function credentialsAuthorization(identifier: string, password: string): string {
  const bytes = new TextEncoder().encode(`${identifier}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** The path with the query's non-empty values (also for downloads and uploads outside `request`). */
export function urlWith(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The two request setups of SPEC §7/§8 over one transport. `request` answers the envelope as
 * sent; `requestData` unwraps code 1 to its data and raises the server message otherwise. Both
 * send the stored token unless told not to, and both turn an invalid session (ERCO000001),
 * a missing body, an unsendable request and a failed response into the texts of §8.
 */
export function createRequestClient(deps: RequestDeps) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let sessionDialogOpen = false;

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const headers: Record<string, string> = { lang: deps.language() };
    const token = options.withoutToken ? undefined : loadToken()?.token;
    const authorization = options.authorization ?? (token ? tokenAuthorization(token) : undefined);
    if (authorization) headers.authorization = authorization;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(urlWith(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
      });
    } catch {
      const text = deps.t('request.sendFailed');
      deps.ui.toast(text);
      throw new RequestError(text, 'network');
    }

    const text = await response.text().catch(() => '');
    let envelope: ApiEnvelope<T> | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (parsed && typeof parsed === 'object' && 'code' in parsed) envelope = parsed as ApiEnvelope<T>;
    } catch {
      envelope = null;
    }

    if (!envelope) {
      if (response.ok) {
        const message = deps.t('request.badBody');
        deps.ui.toast(message);
        throw new RequestError(message, 'body');
      }
      const content = `${response.status} ${response.statusText}`.trim();
      deps.ui.dialog(deps.t('request.responseErrorTitle'), content || deps.t('request.responseFailed'), () =>
        deps.goToLogin(),
      );
      throw new RequestError(deps.t('request.responseFailed'), 'response');
    }

    const data = envelope.data as { dahua_error?: string } | null;
    if (envelope.code !== SUCCESS_CODE && data?.dahua_error === SESSION_INVALID_ERROR) {
      deps.endSession();
      if (!sessionDialogOpen) {
        sessionDialogOpen = true;
        deps.ui.dialog(deps.t('request.loginErrorTitle'), deps.t('request.loginExpired'), () => {
          sessionDialogOpen = false;
          deps.goToLogin();
        });
      }
      throw new RequestError(deps.t('request.loginExpired'), 'session', envelope);
    }
    return envelope;
  }

  async function requestData<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const envelope = await request<T>(path, options);
    if (envelope.code === SUCCESS_CODE) return envelope.data;
    if (!options.silent) deps.ui.dialog(deps.t('request.errorTitle'), envelope.msg);
    throw new RequestError(envelope.msg, 'api', envelope);
  }

  return { request, requestData };
}

export type RequestClient = ReturnType<typeof createRequestClient>;
