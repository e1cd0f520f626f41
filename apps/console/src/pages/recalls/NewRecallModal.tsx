import { useMutation, useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Input, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goodsLots } from '../../api/lots';
import { createRecall } from '../../api/recalls';
import { listSuppliers } from '../../api/stock';
import { GoodsSelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';

type Mode = 'lot' | 'supplier';

/** "New recall": a goods item and one of its lots, or a supplier and a range of receipt days. */
export function NewRecallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [mode, setMode] = useState<Mode>('lot');
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [lot, setLot] = useState<string | undefined>();
  const [supplierId, setSupplierId] = useState<number | undefined>();
  const [range, setRange] = useState<[string, string] | null>(null);
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [stop, setStop] = useState(false);

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
    mutationFn: () =>
      createRecall({
        ...(mode === 'lot'
          ? { goods_id: goodsId!, lot: lot! }
          : { supplier_id: supplierId!, received_from: range![0], received_to: range![1] }),
        reason,
        notify,
        stop_selling: stop,
      }),
    onSuccess: (recall) => {
      onClose();
      void navigate(`/project/stockMng/recalls/${recall.id}`);
    },
    onError: (failure) => void message.error(failure instanceof Error ? failure.message : String(failure)),
  });
  const ready = mode === 'lot' ? goodsId !== undefined && !!lot : supplierId !== undefined && range !== null;

  return (
    <Modal
      open={open}
      title={t('recalls.create')}
      onCancel={onClose}
      onOk={() => create.mutate()}
      okButtonProps={{ disabled: !ready, loading: create.isPending, 'data-testid': 'recall-create-ok' }}
      width={520}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="recall-form">
        <Form.Item>
          {/* The dialog's width, the two choices halves of it, a long name wrapping in its half: on a
              phone "By supplier and days" ran past the dialog's edge. */}
          <Segmented<Mode>
            block
            data-testid="recall-mode"
            styles={{
              item: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
              label: { whiteSpace: 'normal', lineHeight: '20px', paddingBlock: 4 },
            }}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'lot', label: t('recalls.byLot') },
              { value: 'supplier', label: t('recalls.bySupplier') },
            ]}
          />
        </Form.Item>
        {mode === 'lot' ? (
          <>
            <Form.Item label={t('recalls.goods')}>
              <GoodsSelect
                value={goodsId}
                onChange={(value) => {
                  setGoodsId(value);
                  setLot(undefined);
                }}
                style={{ width: '100%' }}
                data-testid="recall-goods"
              />
            </Form.Item>
            <Form.Item label={t('recalls.lot')}>
              <Select
                value={lot}
                onChange={setLot}
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
            <Form.Item label={t('recalls.supplier')}>
              <Select
                value={supplierId}
                onChange={setSupplierId}
                loading={suppliers.isFetching}
                showSearch
                optionFilterProp="label"
                options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
                data-testid="recall-supplier"
              />
            </Form.Item>
            <Form.Item label={t('recalls.receivedRange')}>
              <DatePicker.RangePicker
                style={{ width: '100%' }}
                onChange={(next) =>
                  setRange(
                    next?.[0] && next[1]
                      ? [next[0].format('YYYY-MM-DD'), next[1].format('YYYY-MM-DD')]
                      : null,
                  )
                }
                data-testid="recall-range"
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('recalls.reason')}>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="recall-reason"
          />
        </Form.Item>
        <Checkbox
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
          data-testid="recall-notify-now"
        >
          {t('recalls.notifyNow')}
        </Checkbox>
        <br />
        <Checkbox checked={stop} onChange={(e) => setStop(e.target.checked)} data-testid="recall-stop-now">
          {t('recalls.stopNow')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
