import { randomInt } from 'node:crypto';
import type { PaymentSettings, PaymentSettingsBody } from '@dahua/shared/contracts/payments';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { PaymentSettingsRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Bilingual } from '../../lib/language.js';
import { recordAudit } from '../audit/service.js';
import * as shops from '../shops/queries.js';
import { paymentProvidersOf } from './providers/index.js';
import * as repo from './repo.js';

/*
 * A shop's merchant binding and payment code (issue 31 §1): read by the company's owners and managers
 * and by administrators; written by owners, managers and super administrators. Each binding given is
 * verified with its provider before it is stored; the Alipay token itself is never answered.
 */

export const PROVIDER_NAMES: Record<'wechat' | 'alipay', Bilingual> = {
  wechat: { ch: '微信支付', en: 'WeChat Pay' },
  alipay: { ch: '支付宝', en: 'Alipay' },
};

/** Who asks: the scope, and whether an administrator is a super administrator (who may write). */
export type Caller = { scope: Scope; userId: number; superAdmin: boolean };

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newPaymentCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function paymentUrlOf(origin: string, code: string): string {
  return `${origin}/page/payment?s=${code}`;
}

function canRead(scope: Scope, companyId: number): boolean {
  return canManageCompany(scope, companyId);
}

export function canWrite(caller: Caller, companyId: number): boolean {
  if (caller.scope.kind === 'all') return caller.superAdmin;
  return canManageCompany(caller.scope, companyId);
}

/** The shop's row, made on first reading (a fresh random code; another drawn if taken). */
async function settingsRowOf(
  ctx: AppContext,
  shopId: number,
  companyId: number,
): Promise<PaymentSettingsRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.settingsOf(ctx.db, shopId);
    if (existing) return existing;
    const outcome = await repo.insertSettings(ctx.db, { shopId, companyId, paymentCode: newPaymentCode() });
    if (outcome !== 'code taken') return (await repo.settingsOf(ctx.db, shopId))!;
  }
  throw new Error('no free payment code after 5 draws');
}

async function shopFor(ctx: AppContext, caller: Caller, shopId: number) {
  const found = await shops.findOne(ctx.db, caller.scope, shopId);
  if (!found) throw new AppError('NOT_FOUND');
  if (!canRead(caller.scope, found.shop.companyId)) throw new AppError('FORBIDDEN');
  return found.shop;
}

function answerOf(
  ctx: AppContext,
  caller: Caller,
  shop: { id: number; name: string; companyId: number },
  row: PaymentSettingsRow,
  origin: string,
): PaymentSettings {
  const providers = paymentProvidersOf(ctx);
  return {
    shop_id: shop.id,
    shop_name: shop.name,
    enabled: row.enabled,
    payment_code: row.paymentCode,
    payment_url: paymentUrlOf(origin, row.paymentCode),
    wechat: row.wechatSubMchid
      ? {
          sub_mchid: row.wechatSubMchid,
          verified_time: (row.wechatVerifiedTime ?? row.updatedTime).toISOString(),
        }
      : null,
    alipay:
      row.alipayAppAuthToken && row.alipayMerchantId
        ? {
            merchant_id: row.alipayMerchantId,
            token_tail: row.alipayAppAuthToken.slice(-4),
            verified_time: (row.alipayVerifiedTime ?? row.updatedTime).toISOString(),
          }
        : null,
    providers: { wechat: providers.wechat !== null, alipay: providers.alipay !== null },
    can_edit: canWrite(caller, shop.companyId),
    version: row.version,
  };
}

export async function read(ctx: AppContext, caller: Caller, shopId: number, origin: string) {
  const shop = await shopFor(ctx, caller, shopId);
  const row = await settingsRowOf(ctx, shop.id, shop.companyId);
  return answerOf(ctx, caller, shop, row, origin);
}

export async function save(
  ctx: AppContext,
  caller: Caller,
  shopId: number,
  body: PaymentSettingsBody,
  origin: string,
): Promise<PaymentSettings> {
  const shop = await shopFor(ctx, caller, shopId);
  if (!canWrite(caller, shop.companyId)) throw new AppError('FORBIDDEN');
  const row = await settingsRowOf(ctx, shop.id, shop.companyId);
  if (body.version !== undefined && body.version !== row.version) throw new AppError('PAYMENT_CHANGED');
  const providers = paymentProvidersOf(ctx);
  const now = ctx.clock();
  const patch: repo.SettingsPatch = {};

  if (body.wechat_sub_mchid !== undefined) {
    if (body.wechat_sub_mchid === null) {
      Object.assign(patch, { wechatSubMchid: null, wechatVerifiedTime: null });
    } else {
      if (!providers.wechat)
        throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER_NAMES.wechat });
      await providers.wechat.verifySubMerchant(body.wechat_sub_mchid);
      Object.assign(patch, { wechatSubMchid: body.wechat_sub_mchid, wechatVerifiedTime: now });
    }
  }
  if (body.alipay_app_auth_token !== undefined) {
    if (body.alipay_app_auth_token === null) {
      Object.assign(patch, { alipayAppAuthToken: null, alipayMerchantId: null, alipayVerifiedTime: null });
    } else {
      if (!providers.alipay)
        throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER_NAMES.alipay });
      const { merchantId } = await providers.alipay.verifyAppAuthToken(body.alipay_app_auth_token);
      Object.assign(patch, {
        alipayAppAuthToken: body.alipay_app_auth_token,
        alipayMerchantId: merchantId,
        alipayVerifiedTime: now,
      });
    }
  }
  if (body.enabled !== undefined) {
    const wechat = patch.wechatSubMchid !== undefined ? patch.wechatSubMchid : row.wechatSubMchid;
    const alipay = patch.alipayAppAuthToken !== undefined ? patch.alipayAppAuthToken : row.alipayAppAuthToken;
    if (body.enabled && !wechat && !alipay) throw new AppError('PAYMENT_ENABLE_UNBOUND');
    patch.enabled = body.enabled;
  }

  // With a version, the save acts on that version only (a save meanwhile refuses it); without one it acts
  // on the row as it is, locked, so saves at once all land one after another.
  const saved = await ctx.db.transaction(async (tx) => {
    const before = body.version === undefined ? ((await repo.lockSettings(tx, shop.id)) ?? row) : row;
    const updated = await repo.updateSettings(tx, shop.id, before.version, patch, caller.scope.userId, now);
    if (!updated) return null;
    await recordAudit(tx, {
      actorUserId: caller.scope.userId,
      action: 'payment_settings.save',
      targetType: 'shop',
      targetId: shop.id,
      companyId: shop.companyId,
      detail: auditDetailOf(before, updated),
    });
    return updated;
  });
  if (saved) return answerOf(ctx, caller, shop, saved, origin);
  throw new AppError('PAYMENT_CHANGED');
}

/** What changed, in words a reader of the log needs; never the Alipay token (only its last four). */
function auditDetailOf(before: PaymentSettingsRow, after: PaymentSettingsRow): Record<string, unknown> {
  const view = (row: PaymentSettingsRow) => ({
    enabled: row.enabled,
    wechat_sub_mchid: row.wechatSubMchid,
    alipay_merchant_id: row.alipayMerchantId,
    alipay_token_tail: row.alipayAppAuthToken ? row.alipayAppAuthToken.slice(-4) : null,
  });
  const from = view(before);
  const to = view(after);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(to) as (keyof typeof to)[])
    if (from[key] !== to[key]) changes[key] = { from: from[key], to: to[key] };
  return { changes, version: after.version };
}
