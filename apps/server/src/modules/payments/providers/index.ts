import type { Config } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { createAlipay } from './alipay.js';
import type { PaymentProviders } from './types.js';
import { createWechatPay } from './wechatpay.js';

/** Built once per configuration: the providers hold their keys (read from files) and nothing per request. */
const built = new WeakMap<Config, PaymentProviders>();

/** The providers the maker configured on this server (config.payments); an unset one is null. */
export function paymentProvidersOf(ctx: Pick<AppContext, 'config'>): PaymentProviders {
  let providers = built.get(ctx.config);
  if (!providers) {
    const { wechat, alipay } = ctx.config.payments;
    providers = {
      wechat: wechat ? createWechatPay(wechat) : null,
      alipay: alipay ? createAlipay(alipay) : null,
    };
    built.set(ctx.config, providers);
  }
  return providers;
}
