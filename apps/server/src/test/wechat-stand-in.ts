import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WechatPerson = { openid: string; unionid?: string };

/**
 * A local server speaking WeChat's code-exchange endpoints (/sns/oauth2/access_token and
 * /sns/jscode2session). Codes are registered per app; it checks appid, secret and grant_type
 * as WeChat does, answers errcode 40029 for unknown codes and uses each code only once.
 */
export async function startWechatStandIn(apps: Record<string, { appid: string; secret: string }>) {
  const codes = new Map<string, { appid: string; person: WechatPerson }>();
  const calls: { path: string; query: URLSearchParams }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push({ path: url.pathname, query: url.searchParams });
    const q = url.searchParams;
    const send = (body: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const app = Object.values(apps).find((a) => a.appid === q.get('appid'));
    if (!app || app.secret !== q.get('secret')) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.get('grant_type') !== 'authorization_code')
      return send({ errcode: 40002, errmsg: 'invalid grant_type' });
    const codeParam = url.pathname === '/sns/jscode2session' ? 'js_code' : 'code';
    if (!['/sns/jscode2session', '/sns/oauth2/access_token'].includes(url.pathname)) {
      res.statusCode = 404;
      return send({ errcode: 404, errmsg: 'not found' });
    }
    const entry = codes.get(q.get(codeParam) ?? '');
    if (!entry || entry.appid !== app.appid) return send({ errcode: 40029, errmsg: 'invalid code' });
    codes.delete(q.get(codeParam)!);
    if (url.pathname === '/sns/jscode2session') return send({ session_key: 'sk', ...entry.person });
    return send({
      access_token: 'at',
      expires_in: 7200,
      refresh_token: 'rt',
      scope: 'snsapi_login',
      ...entry.person,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** Issues a one-time code for a person in an app, as WeChat would after they agree. */
    issueCode(appid: string, person: WechatPerson): string {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, { appid, person });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
