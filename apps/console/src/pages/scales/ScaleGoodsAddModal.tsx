import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Goods, listGoods } from '../../api/goods';
import { changeScaleGoods, type Scale } from '../../api/scales';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { useModalWidth } from '../../hooks/useModalWidth';
import { goodsColumns } from './goodsColumns';

const PAGE_SIZE = 10;

/** Picks goods of the scale's company (several, across pages and searches) and puts them on the scale. */
export function ScaleGoodsAddModal({
  open,
  scale,
  onClose,
  onAdded,
}: {
  open: boolean;
  scale: Scale;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const width = useModalWidth();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const limit = scale.model?.plu_limit ?? 9999;
  const query = { page, per_page: PAGE_SIZE, name: name || undefined, company_id: scale.company_id };

  const { data, isFetching } = useQuery({
    queryKey: ['goods', 'list', query],
    queryFn: () => listGoods(query),
    enabled: open,
  });

  const close = () => {
    setSelected([]);
    setName('');
    setPage(1);
    onClose();
  };

  const add = useMutation({
    mutationFn: (ids: number[]) => changeScaleGoods(scale.id, 1, ids),
    onSuccess: (answer) => {
      void message.success(t('scales.goodsAdded', { count: answer.changed, total: answer.goods_count }));
      setSelected([]);
      setName('');
      setPage(1);
      onAdded();
    },
  });

  return (
    <Modal
      title={t('scales.addGoodsTitle')}
      open={open}
      onCancel={close}
      onOk={() => add.mutate(selected)}
      okText={t('scales.addSelected', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0, 'data-testid': 'scale-goods-add-ok' }}
      confirmLoading={add.isPending}
      width={width === '100%' ? width : 760}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('scales.addGoodsHint', { limit })} />
      <Input.Search
        allowClear
        placeholder={t('scales.goodsSearch')}
        style={{ width: 260, marginBottom: 12 }}
        onSearch={(value) => {
          setName(value.trim());
          setPage(1);
        }}
        data-testid="scale-goods-add-search"
      />
      <Table<Goods>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="scale-goods-add-table"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (goods) => ({ disabled: goods.plu_number > limit }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={columnsOf<Goods>([...goodsColumns<Goods>(t)])}
      />
    </Modal>
  );
}
