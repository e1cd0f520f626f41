import { fenToYuanText, formatMoney, yuanToFen } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaymentDetail, refundPayment } from '../../api/payments';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { showOnFields } from '../../services/field-errors';

type Draft = { amount: string; reason: string };

/** The server names the amount `amount_fen`; the dialog's field is the yuan text. */
const FIELDS: ReadonlySet<string> = new Set(['amount', 'reason']);

/** A fresh retry key for one opening of the dialog: a double click or a retry refunds once. */
const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Refund a payment, in full or in part (issue 31 §4): the amount defaults to what is left (yuan),
 * the reason is required. Each opening sends one `request_id` with every try, and the payment's
 * `version`; a refusal shows in the dialog. A reason begun and closed by a stray click or Esc asks
 * "discard changes?" first (FormDialog).
 */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: PaymentDetail | null;
  onClose: () => void;
  onRefunded: (answer: PaymentDetail) => void;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per opening (a new payment or a new opening of the same one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows the opening, not the payment's fields
  const requestId = useMemo(() => (payment ? newRequestId() : ''), [payment?.id, payment !== null]);
  const left = payment ? payment.amount_fen - payment.refunded_fen : 0;
  const dialog = useFormDialog<Draft, PaymentDetail>({
    target: payment,
    empty: { amount: '', reason: '' },
    valuesOf: (opened) => ({ amount: fenToYuanText(opened.amount_fen - opened.refunded_fen), reason: '' }),
  });
  const refund = useMutation({
    mutationFn: (draft: Draft) =>
      refundPayment(payment!.id, {
        amount_fen: yuanToFen(draft.amount, { maxFen: left }) ?? undefined,
        reason: draft.reason.trim(),
        request_id: requestId,
        version: payment!.version,
      }),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => onRefunded(answer),
    onError: (error: Error) => {
      const fields = showOnFields(
        {
          setFields: (entries) =>
            dialog.form.setFields(
              entries.map((entry) => ({
                ...entry,
                name: ((entry.name as string) === 'amount_fen' ? 'amount' : entry.name) as never,
              })),
            ),
        },
        error,
        new Set([...FIELDS, 'amount_fen']),
      );
      if (!fields) setRefusal(error.message);
    },
  });
  const close = () => {
    if (refund.isPending) return;
    setRefusal(null);
    refund.reset();
    onClose();
  };
  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={payment ? t('payments.refund.title', { amount: formatMoney(payment.amount_fen) }) : ''}
      name="payment-refund"
      testId="refund-form"
      saving={refund.isPending}
      onClose={close}
      onFinish={(draft) => {
        if (!refund.isPending) refund.mutate(draft);
      }}
      okText={t('payments.refund.action')}
      okDanger
      okTestId="refund-submit"
    >
      {payment && (
        <>
          <Form.Item
            name="amount"
            label={t('payments.refund.amount')}
            extra={t('payments.refund.amountHint', { left: formatMoney(left) })}
            rules={[
              {
                validator: async (_, value: string) => {
                  const fen = yuanToFen(value ?? '', { maxFen: left });
                  if (fen === null || fen < 1)
                    throw new Error(t('payments.refund.amountInvalid', { left: formatMoney(left) }));
                },
              },
            ]}
          >
            <Input inputMode="decimal" prefix="¥" autoComplete="off" data-testid="refund-amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('payments.refund.reason')}
            rules={[{ required: true, whitespace: true, message: t('payments.refund.reasonRequired') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              autoComplete="off"
              data-testid="refund-reason"
            />
          </Form.Item>
          {refusal && <Alert type="error" showIcon message={refusal} data-testid="refund-refusal" />}
        </>
      )}
    </FormDialog>
  );
}
