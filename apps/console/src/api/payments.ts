import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type {
  Payment,
  PaymentChannel,
  PaymentDay,
  PaymentDetail,
  PaymentRefund,
  PaymentSettings,
  PaymentStatus,
  paymentsApi,
} from '@dahua/shared/contracts/payments';
import { paymentsPaths } from '@dahua/shared/paths/payments';
import { clientFor, downloadFile } from './client';

export type {
  Payment,
  PaymentChannel,
  PaymentDay,
  PaymentDetail,
  PaymentRefund,
  PaymentSettings,
  PaymentStatus,
};

type PaymentsApi = typeof paymentsApi;
export type PaymentListQuery = QueryOf<PaymentsApi['list']>;
/** The filters the list, the day totals and the export share (no paging). */
export type PaymentFilterQuery = QueryOf<PaymentsApi['daily']>;
export type PaymentSettingsChanges = BodyOf<PaymentsApi['saveSettings']>;
export type RefundRequest = BodyOf<PaymentsApi['refund']>;

/** The contract's choices, repeated here so the console takes the contract's types only (no zod in the bundle). */
export const PAYMENT_CHANNELS = ['wechat', 'alipay'] as const satisfies readonly PaymentChannel[];
export const PAYMENT_STATUSES = [
  'created',
  'paid',
  'closed',
  'refunded',
] as const satisfies readonly PaymentStatus[];

const payments = clientFor<PaymentsApi>(paymentsPaths);

export const listPayments = (query: PaymentListQuery) => payments.list({ query });
export const paymentDays = (query: PaymentFilterQuery) => payments.daily({ query });
export const getPayment = (id: number) => payments.one({ params: { id } });
/** Silent: the refund dialog shows a refusal itself. */
export const refundPayment = (id: number, body: RefundRequest) =>
  payments.refund({ params: { id }, body }, { silent: true });
export const exportPayments = (filters: PaymentFilterQuery) =>
  downloadFile(paymentsPaths.export, { query: filters }, 'payments.xlsx');

export const paymentSettings = (shopId: number) => payments.settings({ params: { id: shopId } });
/** Silent: the settings card shows a refusal on its field, or plainly under the form. */
export const savePaymentSettings = (shopId: number, body: PaymentSettingsChanges) =>
  payments.saveSettings({ params: { id: shopId }, body }, { silent: true });
export const downloadPaymentSticker = (shopId: number) =>
  downloadFile(paymentsPaths.sticker, { params: { id: shopId } }, `payment-sticker-${shopId}.pdf`);
