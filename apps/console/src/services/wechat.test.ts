// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { takeWechatRequest, wechatAuthorizeUrl, wechatFlowFor } from './wechat';

const config = { merchant_upload_url: '', wechat_web_appid: 'wx-web', wechat_mp_appid: 'wx-mp' };

beforeEach(() => sessionStorage.clear());

describe('WeChat authorisation in the browser', () => {
  it('uses the website QR login outside WeChat and the official account inside it', () => {
    expect(wechatFlowFor(config, 'Mozilla/5.0 Chrome')).toEqual({ type: 'web', appid: 'wx-web' });
    expect(wechatFlowFor(config, 'Mozilla/5.0 MicroMessenger/8.0')).toEqual({ type: 'mp', appid: 'wx-mp' });
    expect(wechatFlowFor({ ...config, wechat_web_appid: '', wechat_mp_appid: '' }, 'x')).toBeNull();
  });

  it('sends a random state and accepts the callback only with it, once', () => {
    const url = new URL(
      wechatAuthorizeUrl({ type: 'web', appid: 'wx-web' }, 'bind', 'https://console.example'),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('redirect_uri')).toBe('https://console.example/sign/callback');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(takeWechatRequest('forged')).toBeNull();
    // A forged state also spends the remembered one: the genuine callback must start again.
    expect(takeWechatRequest(state)).toBeNull();
  });

  it('matches the remembered purpose and type, then forgets it', () => {
    const url = new URL(wechatAuthorizeUrl({ type: 'mp', appid: 'wx-mp' }, 'login', 'https://c.example'));
    const state = url.searchParams.get('state');
    expect(takeWechatRequest(state)).toEqual({ purpose: 'login', type: 'mp' });
    expect(takeWechatRequest(state)).toBeNull();
  });
});
