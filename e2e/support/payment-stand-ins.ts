import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * The payment providers of the end-to-end run (issue 31): the integration tests' stand-ins for WeChat
 * Pay (which also serves the official account's OAuth and code exchange) and Alipay's gateway, on
 * E2E_PORT + 2 and E2E_PORT + 3, with the throwaway keys of apps/server/src/test/payment-keys. Started by
 * playwright.config.ts as a webServer before the server (`npx tsx support/payment-stand-ins.ts`); the
 * server's environment (PAYMENT_SERVER_ENV) points at them. Imported for its constants, it starts nothing.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WECHATPAY_STAND_IN_PORT = E2E_PORT + 2;
export const ALIPAY_STAND_IN_PORT = E2E_PORT + 3;
const KEYS = fileURLToPath(new URL('../../apps/server/src/test/payment-keys/', import.meta.url));
const key = (name: string) => path.join(KEYS, name);

/** The demo shop's bindings the spec saves (the stand-ins know them). */
export const STAND_IN_SUB_MCHID = '1900000109';
export const STAND_IN_APP_AUTH_TOKEN = '202611BBe2e0standin0000001';
export const STAND_IN_ALIPAY_MERCHANT = '2088102177846000';

const SP_MCHID = '1900000001';
const SP_APPID = 'wxe2e0standin0001';
const MP_SECRET = 'e2e-standin-mp-secret';
const API_V3_KEY = 'e2eStandInApiV3Key0123456789abcd';
const CERT_SERIAL = '5157F09EFDC096DE15EBE81A47057A72E2E00001';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000000E2E0001';
const ALIPAY_APP_ID = '2021004100000001';

/** What the server needs to pay through the stand-ins (merged into its webServer env). */
export const PAYMENT_SERVER_ENV: Record<string, string> = {
  WECHATPAY_API_BASE: `http://127.0.0.1:${WECHATPAY_STAND_IN_PORT}`,
  WECHATPAY_SP_MCHID: SP_MCHID,
  WECHATPAY_API_V3_KEY: API_V3_KEY,
  WECHATPAY_CERT_SERIAL: CERT_SERIAL,
  WECHATPAY_PRIVATE_KEY_FILE: key('wechatpay-merchant.key.pem'),
  WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
  WECHATPAY_PLATFORM_KEY_FILE: key('wechatpay-platform.pub.pem'),
  WECHAT_MP_APPID: SP_APPID,
  WECHAT_MP_SECRET: MP_SECRET,
  WECHAT_API_BASE: `http://127.0.0.1:${WECHATPAY_STAND_IN_PORT}`,
  WECHAT_OAUTH_BASE: `http://127.0.0.1:${WECHATPAY_STAND_IN_PORT}`,
  ALIPAY_GATEWAY: `http://127.0.0.1:${ALIPAY_STAND_IN_PORT}/gateway.do`,
  ALIPAY_APP_ID,
  ALIPAY_PRIVATE_KEY_FILE: key('alipay-app.key.pem'),
  ALIPAY_PUBLIC_KEY_FILE: key('alipay-gateway.pub.pem'),
};

/** What the stand-ins' modules are asked for here (they live in the server's test folder, run by tsx). */
type StandIn = { base: string; close(): Promise<void> };
type StandInModules = {
  wechat: { startWechatPayStandIn(options: Record<string, unknown>): Promise<StandIn> };
  alipay: { startAlipayStandIn(options: Record<string, unknown>): Promise<StandIn> };
};

async function start(): Promise<void> {
  const testDir = fileURLToPath(new URL('../../apps/server/src/test/', import.meta.url));
  const load = (file: string) => import(pathToFileURL(path.join(testDir, file)).href);
  const modules = {
    wechat: await load('wechatpay-stand-in.ts'),
    alipay: await load('alipay-stand-in.ts'),
  } as StandInModules;
  const pem = (name: string) => readFileSync(key(name), 'utf8');
  const wechat = await modules.wechat.startWechatPayStandIn({
    spMchid: SP_MCHID,
    spAppid: SP_APPID,
    apiV3Key: API_V3_KEY,
    certSerial: CERT_SERIAL,
    merchantPublicKeyPem: pem('wechatpay-merchant.pub.pem'),
    platformPrivateKeyPem: pem('wechatpay-platform.key.pem'),
    platformSerial: PLATFORM_SERIAL,
    subMchids: [STAND_IN_SUB_MCHID],
    mpSecret: MP_SECRET,
    port: WECHATPAY_STAND_IN_PORT,
  });
  const alipay = await modules.alipay.startAlipayStandIn({
    appId: ALIPAY_APP_ID,
    appPublicKeyPem: pem('alipay-app.pub.pem'),
    gatewayPrivateKeyPem: pem('alipay-gateway.key.pem'),
    merchants: { [STAND_IN_APP_AUTH_TOKEN]: STAND_IN_ALIPAY_MERCHANT },
    port: ALIPAY_STAND_IN_PORT,
  });
  console.log(`payment stand-ins: WeChat Pay ${wechat.base}, Alipay ${alipay.base}`);
  const stop = () => {
    void Promise.all([wechat.close(), alipay.close()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) await start();
