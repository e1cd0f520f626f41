import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Input, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyHotKeys, listScales, type Scale } from '../../api/scales';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { useModalWidth } from '../../hooks/useModalWidth';
import { copyTargets, modelName } from './hotKeys';

/** The list's largest page. */
const PER_PAGE = 100;
/** Enough pages for any company's scales (5,000); the list stops early when it has them all. */
const MAX_PAGES = 50;

/** Every scale of a company (the list takes no model filter, so targets are chosen here). */
async function companyScales(companyId: number): Promise<Scale[]> {
  const all: Scale[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listScales({ page, per_page: PER_PAGE, company_id: companyId });
    all.push(...answer.list);
    if (answer.list.length < PER_PAGE || all.length >= answer.meta.total) break;
  }
  return all;
}

/** Copies the scale's saved hot-key layout to other scales of its company and model. */
export function HotKeyCopyModal({
  open,
  scale,
  onClose,
}: {
  open: boolean;
  scale: Scale;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const width = useModalWidth();
  const [selected, setSelected] = useState<number[]>([]);
  const [filter, setFilter] = useState('');

  const { data, isFetching } = useQuery({
    queryKey: ['scales', 'company', scale.company_id],
    queryFn: () => companyScales(scale.company_id),
    enabled: open,
  });
  const targets = useMemo(() => {
    const same = copyTargets(data ?? [], scale);
    const text = filter.trim().toLowerCase();
    return text ? same.filter((s) => `${s.scale_name} ${s.shop_name}`.toLowerCase().includes(text)) : same;
  }, [data, scale, filter]);

  const close = () => {
    setSelected([]);
    setFilter('');
    onClose();
  };

  const copy = useMutation({
    mutationFn: (ids: number[]) => copyHotKeys(scale.id, ids),
    onSuccess: (answer) => {
      const added = answer.targets.reduce((sum, target) => sum + target.goods_added, 0);
      void message.success(t('scales.copyDone', { count: answer.targets.length, added }));
      void queryClient.invalidateQueries({ queryKey: ['scales'] });
      close();
    },
  });

  return (
    <Modal
      title={t('scales.copyTitle')}
      open={open}
      onCancel={close}
      onOk={() => copy.mutate(selected)}
      okText={t('scales.copySelected', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={copy.isPending}
      width={width}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('scales.copyHint', {
          model: scale.model ? modelName(scale.model, i18n.language) : scale.model_code,
        })}
      />
      <Input
        allowClear
        placeholder={t('scales.copyFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 240, marginBottom: 12 }}
        data-testid="hot-key-copy-filter"
      />
      <Table<Scale>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={targets}
        pagination={targets.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t('scales.copyNone') }}
        data-testid="hot-key-copy-table"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        columns={columnsOf<Scale>([
          { title: t('scales.name'), dataIndex: 'scale_name' },
          { title: t('scales.shop'), dataIndex: 'shop_name' },
          {
            title: t('scales.goodsUsage'),
            key: 'goods',
            render: (_, s) => `${s.goods_count} / ${s.model?.plu_limit ?? '—'}`,
          },
        ])}
      />
    </Modal>
  );
}
