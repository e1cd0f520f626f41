import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentChannel, PaymentStatus } from '../../api/payments';

const CHANNEL_COLOR: Record<PaymentChannel, string> = { wechat: 'green', alipay: 'blue' };
const STATUS_COLOR: Record<PaymentStatus, string> = {
  created: 'default',
  paid: 'success',
  closed: 'default',
  refunded: 'orange',
};

export function ChannelTag({ channel }: { channel: PaymentChannel }) {
  const { t } = useTranslation();
  return (
    <Tag color={CHANNEL_COLOR[channel]} style={{ marginInlineEnd: 0 }} data-testid="payment-channel">
      {t(`payments.channels.${channel}`)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={STATUS_COLOR[status]}
      style={{ marginInlineEnd: 0 }}
      data-testid="payment-status"
      data-status={status}
    >
      {t(`payments.statuses.${status}`)}
    </Tag>
  );
}

/** The sale ticket a payment matched: "Scale X ticket N", or "Unmatched" (only a paid one waits for one). */
export function MatchText({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const match = payment.match;
  if (!match)
    return payment.status === 'paid' || payment.status === 'refunded' ? (
      <Typography.Text type="warning" data-testid="payment-match" data-matched="no">
        {t('payments.list.unmatched')}
      </Typography.Text>
    ) : (
      <span data-testid="payment-match" data-matched="no">
        —
      </span>
    );
  return (
    <span data-testid="payment-match" data-matched="yes" style={{ whiteSpace: 'nowrap' }}>
      {t('payments.list.matchedTicket', {
        scale: match.scale_name ?? `#${match.scale_id}`,
        ticket: match.ticket_no ?? '—',
      })}
    </span>
  );
}
