import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ALIPAY,
  ALIPAY_TOKEN,
  alipayStandInAccount,
  paymentServerEnv,
  WECHAT,
  wechatPayStandInAccount,
} from '../../apps/server/src/test/payment-accounts';

/*
 * The payment providers of the end-to-end run (issue 31): the integration tests' stand-ins for WeChat
 * Pay (which also serves the official account's OAuth and code exchange) and Alipay's gateway, on
 * E2E_PORT + 2 and E2E_PORT + 3, with the integration tests' accounts and keys (one home:
 * apps/server/src/test/payment-accounts.ts). Started by playwright.config.ts as a webServer before the
 * server (`npx tsx support/payment-stand-ins.ts`); the server's environment (PAYMENT_SERVER_ENV) points
 * at them. Imported for its constants, it starts nothing.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WECHATPAY_STAND_IN_PORT = E2E_PORT + 2;
export const ALIPAY_STAND_IN_PORT = E2E_PORT + 3;

/** The demo shop's bindings the spec saves (the stand-ins know them). */
export const STAND_IN_SUB_MCHID = WECHAT.subs[0];
export const STAND_IN_APP_AUTH_TOKEN = ALIPAY_TOKEN;
export const STAND_IN_ALIPAY_MERCHANT = ALIPAY.tokens[ALIPAY_TOKEN]!;

/** What the server needs to pay through the stand-ins (merged into its webServer env). */
export const PAYMENT_SERVER_ENV: Record<string, string> = paymentServerEnv(
  `http://127.0.0.1:${WECHATPAY_STAND_IN_PORT}`,
  `http://127.0.0.1:${ALIPAY_STAND_IN_PORT}/gateway.do`,
);

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
  const wechat = await modules.wechat.startWechatPayStandIn({
    ...wechatPayStandInAccount([STAND_IN_SUB_MCHID]),
    port: WECHATPAY_STAND_IN_PORT,
  });
  const alipay = await modules.alipay.startAlipayStandIn({
    ...alipayStandInAccount({ [STAND_IN_APP_AUTH_TOKEN]: STAND_IN_ALIPAY_MERCHANT }),
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
