import type { PaymentSettings, PaymentSettingsChanges } from '../../api/payments';

/** The payments tab's form; its fields are the body's names, so a refusal's `data.fields[]` lands on its field. */
export type PaymentDraft = { enabled: boolean; wechat_sub_mchid: string; alipay_app_auth_token: string };

/** The form as the stored settings fill it: the token is never answered, so its field is for a new one. */
export const paymentDraftOf = (s: PaymentSettings): PaymentDraft => ({
  enabled: s.enabled,
  wechat_sub_mchid: s.wechat?.sub_mchid ?? '',
  alipay_app_auth_token: '',
});

/**
 * What Save sends: only what changed, plus `version`. A blank token field leaves the bound token
 * alone; a cleared sub-merchant number unbinds it. Null when nothing changed.
 */
export function paymentChanges(
  settings: PaymentSettings,
  draft: PaymentDraft,
): PaymentSettingsChanges | null {
  const body: PaymentSettingsChanges = {};
  if (draft.enabled !== settings.enabled) body.enabled = draft.enabled;
  const sub = draft.wechat_sub_mchid.trim();
  if (sub !== (settings.wechat?.sub_mchid ?? '')) body.wechat_sub_mchid = sub === '' ? null : sub;
  const token = draft.alipay_app_auth_token.trim();
  if (token !== '') body.alipay_app_auth_token = token;
  return Object.keys(body).length === 0 ? null : { ...body, version: settings.version };
}
