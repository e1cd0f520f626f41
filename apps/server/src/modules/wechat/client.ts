import type { Config } from '../../config.js';
import type { WechatType } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

export type WechatIdentity = { openid: string; unionid: string | null };

type WechatAnswer = { openid?: string; unionid?: string; errcode?: number; errmsg?: string };

/**
 * Exchanges a WeChat authorisation code for the person's identity: website QR login (`web`,
 * open platform) and official-account pages (`mp`) through /sns/oauth2/access_token, mini
 * programs (`mini`) through /sns/jscode2session. Each type has its own appid and secret.
 */
export async function exchangeCode(
  config: Config['wechat'],
  type: WechatType,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<WechatIdentity> {
  const app = config.apps[type];
  if (!app.appid || !app.secret) throw new AppError('WECHAT_NOT_CONFIGURED');
  const path = type === 'mini' ? '/sns/jscode2session' : '/sns/oauth2/access_token';
  const params = new URLSearchParams({
    appid: app.appid,
    secret: app.secret,
    [type === 'mini' ? 'js_code' : 'code']: code,
    grant_type: 'authorization_code',
  });
  let answer: WechatAnswer;
  try {
    const response = await fetchImpl(`${config.apiBase.replace(/\/$/, '')}${path}?${params}`, {
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await response.json()) as WechatAnswer;
  } catch {
    throw new AppError('WECHAT_CODE_INVALID', { detail: 'WeChat unreachable' });
  }
  if (answer.errcode || !answer.openid) {
    throw new AppError('WECHAT_CODE_INVALID', {
      detail: `${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim(),
    });
  }
  return { openid: answer.openid, unionid: answer.unionid || null };
}
