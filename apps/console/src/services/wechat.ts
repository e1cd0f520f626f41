import type { ConsoleConfig } from './storage';

/**
 * WeChat authorisation from the browser: the console sends the person to WeChat with a random
 * `state` it remembers, and /sign/callback accepts the returned code only with that state
 * (no cross-site request forgery).
 */
const STATE_KEY = 'dahua.wechatState';

export type WechatPurpose = 'login' | 'bind';
export type WechatFlow = { type: 'web' | 'mp'; appid: string };

/** Inside WeChat's own browser the official-account flow applies; elsewhere the website QR login. */
export function wechatFlowFor(config: ConsoleConfig | null, userAgent: string): WechatFlow | null {
  const insideWechat = /MicroMessenger/i.test(userAgent);
  if (insideWechat && config?.wechat_mp_appid) return { type: 'mp', appid: config.wechat_mp_appid };
  if (config?.wechat_web_appid) return { type: 'web', appid: config.wechat_web_appid };
  return null;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The WeChat page to send the person to, remembering state, purpose and flow for the callback. */
export function wechatAuthorizeUrl(flow: WechatFlow, purpose: WechatPurpose, origin: string): string {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, purpose, type: flow.type }));
  const params = new URLSearchParams({
    appid: flow.appid,
    redirect_uri: `${origin}/sign/callback`,
    response_type: 'code',
    scope: flow.type === 'web' ? 'snsapi_login' : 'snsapi_userinfo',
    state,
  });
  const page =
    flow.type === 'web'
      ? 'https://open.weixin.qq.com/connect/qrconnect'
      : 'https://open.weixin.qq.com/connect/oauth2/authorize';
  return `${page}?${params}#wechat_redirect`;
}

/** The remembered request the callback's state belongs to (used once), or null for a foreign one. */
export function takeWechatRequest(
  state: string | null,
): { purpose: WechatPurpose; type: 'web' | 'mp' } | null {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!raw || !state) return null;
  try {
    const saved = JSON.parse(raw) as { state: string; purpose: WechatPurpose; type: 'web' | 'mp' };
    return saved.state === state ? { purpose: saved.purpose, type: saved.type } : null;
  } catch {
    return null;
  }
}
