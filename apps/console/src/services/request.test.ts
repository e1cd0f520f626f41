// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, credentialsAuthorization, type RequestDeps, RequestError } from './request';
import { STORAGE_KEYS } from './storage';

type Call = { url: string; init: RequestInit };

function setup(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const dialogs: { title: string; content: string; onOk?: () => void }[] = [];
  const toasts: string[] = [];
  const deps: RequestDeps = {
    ui: {
      dialog: (title, content, onOk) => dialogs.push({ title, content, onOk }),
      toast: (c) => toasts.push(c),
    },
    t: (key) => `t:${key}`,
    language: () => 'en',
    endSession: vi.fn(),
    goToLogin: vi.fn(),
    fetch: async (url, init) => {
      const call = { url: String(url), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
  };
  return { client: createRequestClient(deps), deps, calls, dialogs, toasts };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    STORAGE_KEYS.token,
    JSON.stringify({ token: 'tok123', expiration: '2099-01-01T00:00:00Z' }),
  );
});

describe('request layer', () => {
  it('sends Basic base64(token:null) and the language, and unwraps code 1 to its data', async () => {
    const { client, calls } = setup(() => json({ code: 1, msg: 'success', data: { id: 7 } }));
    const data = await client.requestData<{ id: number }>('/api/x', { query: { page: 1, name: '' } });
    expect(data).toEqual({ id: 7 });
    expect(calls[0]!.url).toBe('/api/x?page=1');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${btoa('tok123:null')}`);
    expect(headers.lang).toBe('en');
  });

  it('sends no token for a request marked without token', async () => {
    const { client, calls } = setup(() => json({ code: 1, msg: '', data: null }));
    await client.request('/api/y', { withoutToken: true });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('encodes identifier:password as base64, UTF-8 safe', () => {
    expect(credentialsAuthorization('demo', 'Demo@123456')).toBe(`Basic ${btoa('demo:Demo@123456')}`);
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(credentialsAuthorization('用户', 'p:w').slice(6)), (c) => c.charCodeAt(0)),
    );
    expect(decoded).toBe('用户:p:w');
  });

  it('raises the server message in the 错误消息 dialog when code is not 1', async () => {
    const { client, dialogs } = setup(() =>
      json({ code: 0, msg: 'Wrong account', data: { dahua_error: 'X' } }, 401),
    );
    await expect(client.requestData('/api/z')).rejects.toMatchObject({
      message: 'Wrong account',
      kind: 'api',
    });
    expect(dialogs).toEqual([{ title: 't:request.errorTitle', content: 'Wrong account', onOk: undefined }]);
  });

  it('the first setup answers the failure envelope without a dialog', async () => {
    const { client, dialogs } = setup(() => json({ code: 0, msg: 'nope', data: { dahua_error: 'X' } }, 400));
    expect(await client.request('/api/z')).toMatchObject({ code: 0, msg: 'nope' });
    expect(dialogs).toHaveLength(0);
  });

  it('on ERCO000001 clears the login, shows 用户登录错误 once, and goes to login on confirm', async () => {
    const { client, deps, dialogs } = setup(() =>
      json({ code: 0, msg: 'x', data: { dahua_error: 'ERCO000001' } }, 401),
    );
    await expect(client.requestData('/a')).rejects.toBeInstanceOf(RequestError);
    await expect(client.requestData('/b')).rejects.toMatchObject({ kind: 'session' });
    expect(deps.endSession).toHaveBeenCalledTimes(2);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({
      title: 't:request.loginErrorTitle',
      content: 't:request.loginExpired',
    });
    expect(deps.goToLogin).not.toHaveBeenCalled();
    dialogs[0]!.onOk!();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('says 请求返回数据异常 when a successful response has no body', async () => {
    const { client, toasts } = setup(() => new Response('', { status: 200 }));
    await expect(client.requestData('/a')).rejects.toMatchObject({ kind: 'body' });
    expect(toasts).toEqual(['t:request.badBody']);
  });

  it('says 请求发送异常 when the request cannot be sent', async () => {
    const { client, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.requestData('/a')).rejects.toMatchObject({ kind: 'network' });
    expect(toasts).toEqual(['t:request.sendFailed']);
  });

  it('shows 请求响应异常 for a failed response without an envelope, then goes to login', async () => {
    const { client, deps, dialogs } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.requestData('/a')).rejects.toMatchObject({ kind: 'response' });
    expect(dialogs[0]!.title).toBe('t:request.responseErrorTitle');
    expect(dialogs[0]!.content).toContain('502');
    dialogs[0]!.onOk!();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });
});
