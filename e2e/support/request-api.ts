import { type APIRequestContext, expect } from './test';

/** SPEC §7's Basic header: `user:password` to sign in, `token:null` for a session. */
export const basic = (left: string, right: string) =>
  `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

/** Calls the API with a Basic header (none when `auth` is empty), expects success (`code` 1) and answers `data`. */
export async function api<T>(
  request: APIRequestContext,
  auth: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request[method](url, {
    headers: auth ? { authorization: auth } : {},
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

/** Signs an account in through the API and answers its session's Basic header. */
export async function signedIn(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<string> {
  const login = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(account.username, account.password) },
  });
  const body = await login.json();
  expect(body.code, `sign-in of ${account.username}: ${body.msg}`).toBe(1);
  return basic(body.data.token, 'null');
}
