import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../api/payments';
import { paymentChanges, paymentDraftOf } from './paymentChanges';

const stored: PaymentSettings = {
  shop_id: 7,
  shop_name: '文三路生鲜店',
  enabled: true,
  payment_code: 'kmu6fdyxprz2',
  payment_url: 'https://example.com/page/payment?s=kmu6fdyxprz2',
  wechat: { sub_mchid: '1900000109', verified_time: '2026-11-27T06:00:00.000Z' },
  alipay: { merchant_id: '2088102177846000', token_tail: 'ab12', verified_time: '2026-11-27T06:00:00.000Z' },
  providers: { wechat: true, alipay: true },
  can_edit: true,
  version: 4,
};

describe('what the payments tab saves', () => {
  it('sends nothing when nothing changed: the bound token is not sent back (its field starts blank)', () => {
    const draft = paymentDraftOf(stored);
    expect(draft.alipay_app_auth_token).toBe('');
    expect(paymentChanges(stored, draft)).toBeNull();
    expect(paymentChanges(stored, { ...draft, wechat_sub_mchid: ' 1900000109 ' })).toBeNull();
  });

  it('sends only the changed fields, with the version read', () => {
    const draft = paymentDraftOf(stored);
    expect(paymentChanges(stored, { ...draft, enabled: false })).toEqual({ enabled: false, version: 4 });
    expect(paymentChanges(stored, { ...draft, alipay_app_auth_token: ' 202611BBnewtoken01 ' })).toEqual({
      alipay_app_auth_token: '202611BBnewtoken01',
      version: 4,
    });
    expect(paymentChanges(stored, { ...draft, wechat_sub_mchid: '1900000110', enabled: false })).toEqual({
      enabled: false,
      wechat_sub_mchid: '1900000110',
      version: 4,
    });
  });

  it('unbinds WeChat Pay (null) when its number is cleared, and binds a first one', () => {
    const draft = paymentDraftOf(stored);
    expect(paymentChanges(stored, { ...draft, wechat_sub_mchid: '' })).toEqual({
      wechat_sub_mchid: null,
      version: 4,
    });
    const unbound = { ...stored, wechat: null };
    expect(paymentChanges(unbound, { ...paymentDraftOf(unbound), wechat_sub_mchid: '1900000109' })).toEqual({
      wechat_sub_mchid: '1900000109',
      version: 4,
    });
    expect(paymentChanges(unbound, paymentDraftOf(unbound))).toBeNull();
  });
});
