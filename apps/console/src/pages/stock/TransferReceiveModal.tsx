import { useMutation } from '@tanstack/react-query';
import { Form, Input, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentLine, receiveTransfer, type StockDocumentDetail } from '../../api/stock';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';
import { usePhone } from '../../layouts/usePhone';
import { byCount, parseQuantity, quantityInput, quantityText } from './units';

type Draft = { lines: { quantity: string; reason: string }[] };

/**
 * Receives a shipped transfer: the quantity that arrived per line, with a reason where it is short.
 * Counts typed in and closed by a stray click or Esc ask "discard changes?" first (FormDialog).
 */
export function TransferReceiveModal({
  document,
  open,
  onClose,
  onReceived,
}: {
  document: StockDocumentDetail;
  open: boolean;
  onClose: () => void;
  onReceived: (document: StockDocumentDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();
  // Opened on the document (by its id: a refetch while open keeps what was typed), as shipped.
  const target = useMemo(() => (open ? { id: document.id } : null), [open, document.id]);
  const dialog = useFormDialog<Draft, { id: number }>({
    target,
    empty: { lines: [] },
    valuesOf: () => ({
      lines: document.lines.map((line) => ({
        quantity: quantityInput(line.quantity, line.weighing_mode),
        reason: '',
      })),
    }),
  });
  const form = dialog.form;
  const watched = (Form.useWatch('lines', form) ?? []) as Draft['lines'];

  const receive = useMutation({
    mutationFn: (draft: Draft) =>
      receiveTransfer(document.id, {
        lines: document.lines.map((line, index) => {
          const quantity = parseQuantity(draft.lines[index]?.quantity ?? '', line.weighing_mode) ?? 0;
          const reason = draft.lines[index]?.reason?.trim();
          return {
            line_id: line.id,
            quantity,
            ...(quantity < line.quantity && reason ? { reason } : {}),
          };
        }),
      }),
    onSuccess: (received) => {
      void message.success(
        t('stock.actionDone', { number: received.number, action: t('stock.actions.receive') }),
      );
      onReceived(received);
    },
  });

  const isShort = (line: DocumentLine, text: string | undefined) => {
    const quantity = parseQuantity(text ?? '', line.weighing_mode);
    return quantity !== null && quantity < line.quantity;
  };
  const short = (line: DocumentLine, index: number) => isShort(line, watched[index]?.quantity);

  const receivedField = (line: DocumentLine, index: number) => (
    <Form.Item
      name={['lines', index, 'quantity']}
      style={{ marginBottom: 0 }}
      rules={[
        {
          validator: (_rule, value: string | undefined) => {
            const quantity = parseQuantity(value ?? '', line.weighing_mode);
            if (quantity === null) return Promise.reject(new Error(t('stock.quantityInvalid')));
            if (quantity > line.quantity) return Promise.reject(new Error(t('stock.overShipped')));
            return Promise.resolve();
          },
        },
      ]}
    >
      <Input
        inputMode="decimal"
        suffix={byCount(line.weighing_mode) ? t('stock.pcs') : 'kg'}
        style={{ width: phone ? '100%' : 130 }}
        data-testid={`receive-quantity-${index}`}
      />
    </Form.Item>
  );
  const reasonField = (line: DocumentLine, index: number) => (
    <Form.Item
      name={['lines', index, 'reason']}
      style={{ marginBottom: 0 }}
      dependencies={[['lines', index, 'quantity']]}
      rules={[
        { max: 200 },
        {
          validator: (_rule, value: string | undefined) =>
            isShort(line, form.getFieldValue(['lines', index, 'quantity'])) && !value?.trim()
              ? Promise.reject(new Error(t('stock.shortReasonRequired')))
              : Promise.resolve(),
        },
      ]}
    >
      <Input
        maxLength={200}
        disabled={!short(line, index)}
        style={{ width: phone ? '100%' : 180 }}
        data-testid={`receive-reason-${index}`}
      />
    </Form.Item>
  );

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={t('stock.receiveTitle', { number: document.number })}
      name="receive"
      testId="receive-form"
      saving={receive.isPending}
      onClose={onClose}
      onFinish={(draft) => receive.mutate(draft)}
      okTestId="receive-confirm"
      width={860}
    >
      <Typography.Paragraph type="secondary">{t('stock.receiveHint')}</Typography.Paragraph>
      <Table<DocumentLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={document.lines}
        scroll={phone ? undefined : { x: 'max-content' }}
        columns={
          phone
            ? [
                {
                  // A phone: what was shipped under the goods, the two fields one under the other.
                  title: t('stock.goods'),
                  key: 'goods',
                  render: (_, line) => (
                    <div>
                      <div>{line.goods_name.replace(/\n/g, ' ')}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        PLU {line.plu_number} · {t('stock.shippedQuantity')}{' '}
                        {quantityText(line.quantity, line.weighing_mode, t('stock.pcs'))}
                      </Typography.Text>
                    </div>
                  ),
                },
                {
                  title: t('stock.receivedQuantity'),
                  key: 'received',
                  width: 150,
                  render: (_, line, index) => (
                    <>
                      {receivedField(line, index)}
                      {reasonField(line, index)}
                    </>
                  ),
                },
              ]
            : [
                {
                  title: t('stock.goods'),
                  key: 'goods',
                  render: (_, line) => `${line.plu_number} · ${line.goods_name.replace(/\n/g, ' ')}`,
                },
                {
                  title: t('stock.shippedQuantity'),
                  key: 'shipped',
                  align: 'right',
                  render: (_, line) => quantityText(line.quantity, line.weighing_mode, t('stock.pcs')),
                },
                {
                  title: t('stock.receivedQuantity'),
                  key: 'received',
                  render: (_, line, index) => receivedField(line, index),
                },
                {
                  title: t('stock.shortReason'),
                  key: 'reason',
                  render: (_, line, index) => reasonField(line, index),
                },
              ]
        }
      />
    </FormDialog>
  );
}
