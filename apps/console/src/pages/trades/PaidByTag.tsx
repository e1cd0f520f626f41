import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '../../api/payments';

/** A trade's payment at the scale (issue 31 §4), as the trade records' answer gives it. */
export type TradePayment = { channel: PaymentChannel; order_no: string };

/** "Paid by WeChat" / "Paid by Alipay" on a ticket a payment was matched to; nothing otherwise. */
export function PaidByTag({ payment }: { payment: TradePayment | null | undefined }) {
  const { t } = useTranslation();
  if (!payment) return null;
  return (
    <Tooltip title={t('trades.paidByHint', { orderNo: payment.order_no })}>
      <Tag
        color={payment.channel === 'wechat' ? 'green' : 'blue'}
        data-testid="trade-paid-by"
        data-channel={payment.channel}
        style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}
      >
        {t(`trades.paidBy.${payment.channel}`)}
      </Tag>
    </Tooltip>
  );
}
