import { formatMoney } from '@dahua/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPayment, type PaymentDetail } from '../../api/payments';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useModalWidth } from '../../hooks/useModalWidth';
import { ChannelTag, MatchText, StatusTag } from './parts';
import { RefundDialog } from './RefundDialog';

const REFUND_COLOR = { pending: 'processing', succeeded: 'success', failed: 'error' } as const;

/** One payment (issue 31 §4): what it was, the ticket it matched, its refunds and "Refund". */
export function PaymentDrawer({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const width = useModalWidth();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<PaymentDetail | null>(null);
  const { data, isFetching, error } = useQuery({
    queryKey: ['payments', 'one', paymentId],
    queryFn: () => getPayment(paymentId!),
    enabled: paymentId !== null,
  });
  const payment = data && data.id === paymentId ? data : undefined;

  const refunded = (answer: PaymentDetail) => {
    queryClient.setQueryData(['payments', 'one', answer.id], answer);
    void queryClient.invalidateQueries({ queryKey: ['payments', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['payments', 'daily'] });
    const last = answer.refunds[0];
    void message.success(
      last?.status === 'pending'
        ? t('payments.refund.pending')
        : t('payments.refund.done', { amount: formatMoney(last?.amount_fen ?? answer.refunded_fen) }),
    );
    setRefunding(null);
  };

  return (
    <Drawer
      open={paymentId !== null}
      onClose={onClose}
      title={t('payments.detail.title')}
      width={typeof width === 'number' ? 560 : '100%'}
      destroyOnHidden
      extra={
        payment?.can_refund && (
          <Button danger onClick={() => setRefunding(payment)} data-testid="payment-refund">
            {t('payments.refund.action')}
          </Button>
        )
      }
    >
      {!payment ? (
        isFetching ? (
          <Spin />
        ) : (
          <Alert
            type="error"
            showIcon
            message={error instanceof Error ? error.message : t('payments.detail.loadFailed')}
          />
        )
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="payment-detail">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('payments.list.amount')}>
              <Typography.Text strong data-testid="payment-detail-amount">
                {formatMoney(payment.amount_fen)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.list.status')}>
              <Space size={4} wrap>
                <ChannelTag channel={payment.channel} />
                <StatusTag status={payment.status} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.list.refunded')}>
              <span data-testid="payment-detail-refunded">
                {payment.refunded_fen > 0 ? formatMoney(payment.refunded_fen) : '—'}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.list.shop')}>{payment.shop_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('payments.detail.orderNo')}>
              <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
                {payment.order_no}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.list.providerTradeNo')}>
              {payment.provider_trade_no ? (
                <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
                  {payment.provider_trade_no}
                </Typography.Text>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.detail.createdTime')}>
              {dateTime(payment.created_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.detail.paidTime')}>
              {payment.paid_time ? dateTime(payment.paid_time) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.detail.ticketNo')}>
              {payment.ticket_no ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.list.ticket')}>
              <Space direction="vertical" size={0}>
                <MatchText payment={payment} />
                {payment.match && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`payments.detail.matchKinds.${payment.match.kind}`)} ·{' '}
                    {t('payments.detail.ticketTotal')} {formatMoney(payment.match.ticket_total_fen)} ·{' '}
                    {dateTime(payment.match.trade_time)}
                  </Typography.Text>
                )}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('payments.detail.refunds')}</Typography.Title>
            <List
              size="small"
              bordered
              dataSource={payment.refunds}
              rowKey="id"
              data-testid="payment-refunds"
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.detail.noRefunds')} />
                ),
              }}
              renderItem={(refund) => (
                <List.Item data-testid="payment-refund-row" data-status={refund.status}>
                  <Space direction="vertical" size={2} style={{ width: '100%', minWidth: 0 }}>
                    <Space size={8} wrap>
                      <Typography.Text strong>{formatMoney(refund.amount_fen)}</Typography.Text>
                      <Tag color={REFUND_COLOR[refund.status]}>
                        {t(`payments.detail.refundStatuses.${refund.status}`)}
                      </Tag>
                      <Typography.Text type="secondary">{dateTime(refund.created_time)}</Typography.Text>
                    </Space>
                    <Typography.Text style={{ overflowWrap: 'anywhere' }}>{refund.reason}</Typography.Text>
                    {refund.failure && (
                      <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
                        {refund.failure}
                      </Typography.Text>
                    )}
                    {refund.requested_by_name && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('payments.detail.requestedBy')}: {refund.requested_by_name}
                      </Typography.Text>
                    )}
                  </Space>
                </List.Item>
              )}
            />
          </div>
        </Space>
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={refunded} />
    </Drawer>
  );
}
