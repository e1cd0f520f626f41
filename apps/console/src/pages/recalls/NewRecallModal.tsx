import { useMutation, useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Input, Segmented, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goodsLots } from '../../api/lots';
import { createRecall } from '../../api/recalls';
import { listSuppliers } from '../../api/stock';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { GoodsSelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';

type Mode = 'lot' | 'supplier';
type Draft = {
  mode: Mode;
  goods_id?: number;
  lot?: string;
  supplier_id?: number;
  received?: [Dayjs | null, Dayjs | null] | null;
  reason: string;
  notify: boolean;
  stop_selling: boolean;
};
const EMPTY: Draft = { mode: 'lot', reason: '', notify: true, stop_selling: false };

/**
 * "New recall": a goods item and one of its lots, or a supplier and a range of receipt days. OK is
 * offered once the chosen way is complete; a choice or reason made and closed by a stray click or Esc
 * asks "discard changes?" first (FormDialog).
 */
export function NewRecallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, { id: number }>({
    target: open ? 'new' : null,
    empty: EMPTY,
    valuesOf: () => EMPTY,
  });
  const form = dialog.form;
  const mode = Form.useWatch('mode', form) ?? 'lot';
  const goodsId = Form.useWatch('goods_id', form);
  const lot = Form.useWatch('lot', form);
  const supplierId = Form.useWatch('supplier_id', form);
  const received = Form.useWatch('received', form);

  const lots = useQuery({
    queryKey: ['lots', 'goods', goodsId],
    queryFn: () => goodsLots(goodsId!),
    enabled: goodsId !== undefined,
  });
  const suppliers = useQuery({
    queryKey: ['suppliers', 'recall-choice'],
    queryFn: () => listSuppliers({ page: 1, per_page: 100 }),
    enabled: open && mode === 'supplier',
  });
  const create = useMutation({
    mutationFn: (draft: Draft) =>
      createRecall({
        ...(draft.mode === 'lot'
          ? { goods_id: draft.goods_id!, lot: draft.lot! }
          : {
              supplier_id: draft.supplier_id!,
              received_from: draft.received![0]!.format('YYYY-MM-DD'),
              received_to: draft.received![1]!.format('YYYY-MM-DD'),
            }),
        reason: draft.reason ?? '',
        notify: draft.notify,
        stop_selling: draft.stop_selling,
      }),
    onSuccess: (recall) => {
      onClose();
      void navigate(`/project/stockMng/recalls/${recall.id}`);
    },
    onError: (failure) => void message.error(failure instanceof Error ? failure.message : String(failure)),
  });
  const complete =
    mode === 'lot'
      ? goodsId !== undefined && !!lot
      : supplierId !== undefined && !!received?.[0] && !!received[1];

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={t('recalls.create')}
      name="recall"
      testId="recall-form"
      saving={create.isPending}
      onClose={onClose}
      onFinish={(draft) => create.mutate(draft)}
      okTestId="recall-create-ok"
      okDisabled={!complete}
      width={520}
    >
      <Form.Item name="mode">
        {/* The dialog's width, the two choices halves of it, a long name wrapping in its half: on a
            phone "By supplier and days" ran past the dialog's edge. */}
        <Segmented<Mode>
          block
          data-testid="recall-mode"
          styles={{
            item: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
            label: { whiteSpace: 'normal', lineHeight: '20px', paddingBlock: 4 },
          }}
          options={[
            { value: 'lot', label: t('recalls.byLot') },
            { value: 'supplier', label: t('recalls.bySupplier') },
          ]}
        />
      </Form.Item>
      {mode === 'lot' ? (
        <>
          <Form.Item name="goods_id" label={t('recalls.goods')}>
            <GoodsSelect
              onChange={() => form.setFieldValue('lot', undefined)}
              style={{ width: '100%' }}
              data-testid="recall-goods"
            />
          </Form.Item>
          <Form.Item name="lot" label={t('recalls.lot')}>
            <Select
              loading={lots.isFetching}
              disabled={goodsId === undefined}
              notFoundContent={t('recalls.noLots')}
              options={(lots.data ?? []).map((l) => ({
                value: l.lot,
                label: `${l.lot}${l.expiry_date ? ` · ${t('recalls.expiry')} ${l.expiry_date}` : ''}`,
              }))}
              data-testid="recall-lot"
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="supplier_id" label={t('recalls.supplier')}>
            <Select
              loading={suppliers.isFetching}
              showSearch
              optionFilterProp="label"
              options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
              data-testid="recall-supplier"
            />
          </Form.Item>
          <Form.Item name="received" label={t('recalls.receivedRange')}>
            <DatePicker.RangePicker style={{ width: '100%' }} data-testid="recall-range" />
          </Form.Item>
        </>
      )}
      <Form.Item name="reason" label={t('recalls.reason')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="recall-reason" />
      </Form.Item>
      <Form.Item name="notify" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox data-testid="recall-notify-now">{t('recalls.notifyNow')}</Checkbox>
      </Form.Item>
      <Form.Item name="stop_selling" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox data-testid="recall-stop-now">{t('recalls.stopNow')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
