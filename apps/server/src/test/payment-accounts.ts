import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The maker's accounts at the local WeChat Pay and Alipay stand-ins (issue 31), in one place for every
 * run that pays through them: the integration tests (payments-flow.ts), the provider clients' tests
 * (modules/payments/providers/*.test.ts) and the end-to-end run (e2e/support/payment-stand-ins.ts). The
 * keys are the throwaway pairs of payment-keys/. Constants and plain objects only: no test runner here.
 */

export const keyFile = (name: string) => fileURLToPath(new URL(`./payment-keys/${name}`, import.meta.url));
export const pem = (name: string) => readFileSync(keyFile(name), 'utf8');

export const WECHAT = {
  spMchid: '1900000100',
  spAppid: 'wx8888888888888888',
  mpSecret: 'mp-secret',
  apiV3Key: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  certSerial: '3775B6A45ACD588826D15E583A95F5DD2C4A1C2F',
  platformSerial: 'PUB_KEY_ID_0119000001002025112700000000000001',
  /** Bound to the maker's service-provider merchant at the stand-in. */
  subs: ['1900000109', '1900000110', '1900000111', '1900000112', '1900000113', '1900000114'],
  /** Not bound to the maker. */
  foreignSub: '1900009999',
} as const;

export const ALIPAY = {
  appId: '2021004100000001',
  /** App authorisation tokens granted to the maker's app, and the merchant (seller) each stands for. */
  tokens: {
    '202611BBe0b2a5f1c2d34e7c9a0b1c2d3e4f5A01': '2088621000000001',
    '202611BB00000000000000000000000000000B02': '2088621000000002',
  } as Record<string, string>,
};
export const ALIPAY_TOKEN = Object.keys(ALIPAY.tokens)[0]!;
export const ALIPAY_TOKEN_2 = Object.keys(ALIPAY.tokens)[1]!;

/** startWechatPayStandIn's options for the maker's account, with `subMchids` bound to it. */
export function wechatPayStandInAccount(subMchids: readonly string[] = WECHAT.subs) {
  return {
    spMchid: WECHAT.spMchid,
    spAppid: WECHAT.spAppid,
    apiV3Key: WECHAT.apiV3Key,
    certSerial: WECHAT.certSerial,
    merchantPublicKeyPem: pem('wechatpay-merchant.pub.pem'),
    platformPrivateKeyPem: pem('wechatpay-platform.key.pem'),
    platformSerial: WECHAT.platformSerial,
    subMchids: [...subMchids],
    mpSecret: WECHAT.mpSecret,
  };
}

/** startAlipayStandIn's options for the maker's app, with `merchants` (token → merchant) authorised. */
export function alipayStandInAccount(merchants: Record<string, string> = ALIPAY.tokens) {
  return {
    appId: ALIPAY.appId,
    appPublicKeyPem: pem('alipay-app.pub.pem'),
    gatewayPrivateKeyPem: pem('alipay-gateway.key.pem'),
    merchants,
  };
}

/** The server's environment to pay through the stand-ins: WeChat's API (and OAuth) at `wechatBase`. */
export function paymentServerEnv(wechatBase: string, alipayGateway: string): Record<string, string> {
  return {
    WECHAT_API_BASE: wechatBase,
    WECHAT_OAUTH_BASE: wechatBase,
    WECHAT_MP_APPID: WECHAT.spAppid,
    WECHAT_MP_SECRET: WECHAT.mpSecret,
    WECHATPAY_API_BASE: wechatBase,
    WECHATPAY_SP_MCHID: WECHAT.spMchid,
    WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
    WECHATPAY_CERT_SERIAL: WECHAT.certSerial,
    WECHATPAY_PRIVATE_KEY_FILE: keyFile('wechatpay-merchant.key.pem'),
    WECHATPAY_PLATFORM_SERIAL: WECHAT.platformSerial,
    WECHATPAY_PLATFORM_KEY_FILE: keyFile('wechatpay-platform.pub.pem'),
    ALIPAY_GATEWAY: alipayGateway,
    ALIPAY_APP_ID: ALIPAY.appId,
    ALIPAY_PRIVATE_KEY_FILE: keyFile('alipay-app.key.pem'),
    ALIPAY_PUBLIC_KEY_FILE: keyFile('alipay-gateway.pub.pem'),
  };
}
