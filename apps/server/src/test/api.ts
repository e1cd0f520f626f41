import { type TestApp, tokenHeader } from './harness.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test file's calls into its app, as a signed-in caller (a token) or nobody (null), in `lang`
 * (English unless told): `call` answers the status, the body (null when it is not JSON), the raw bytes
 * and the headers; `data` the data of a call that must succeed, or throws naming what came instead.
 * `app` is read at each call, so the file's app may start in beforeAll.
 */
export function apiOf(app: () => TestApp) {
  async function call(method: Method, url: string, token: string | null, payload?: object, lang = 'en') {
    const response = await app().app.inject({
      method,
      url,
      headers: { ...(token ? tokenHeader(token) : {}), lang },
      ...(payload ? { payload } : {}),
    });
    const json = response.headers['content-type']?.toString().includes('json');
    return {
      status: response.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API shapes them
      body: (json ? response.json() : null) as any,
      raw: response.rawPayload,
      headers: response.headers,
    };
  }
  async function data(method: Method, url: string, token: string | null, payload?: object) {
    const answer = await call(method, url, token, payload);
    if (answer.body?.code !== 1)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }
  return { call, data };
}
