import { PlusOutlined } from '@ant-design/icons';
import { formatMoney } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeScaleGoods, listScaleGoods, type Scale, type ScaleGoods } from '../../api/scales';
import { columnsOf } from '../../components/table/columns';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { PriceRuleTag } from '../trades/PriceRuleTag';
import { goodsColumns } from './goodsColumns';
import { ScaleGoodsAddModal } from './ScaleGoodsAddModal';

const PAGE_SIZE = 10;

/** The goods on a scale: paged, searched by name; added from the company's goods, removed here. */
export function ScaleGoodsTab({ scale, canEdit }: { scale: Scale; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const query = { page, per_page: PAGE_SIZE, name: name || undefined };

  const { data, isFetching } = useQuery({
    queryKey: ['scales', 'goods', scale.id, query],
    queryFn: () => listScaleGoods(scale.id, query),
  });
  // Removing the last goods of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (data && data.list.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(data.meta.total / PAGE_SIZE)));
  }, [data, page]);
  // The goods count, the hot keys (removed goods leave their keys) and the lists all change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['scales'] });

  const remove = useMutation({
    mutationFn: (ids: number[]) => changeScaleGoods(scale.id, 0, ids),
    onSuccess: (answer, ids) => {
      void message.success(
        t('scales.goodsRemoved', { count: answer.changed, cleared: answer.hot_keys_cleared }),
      );
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      return refresh();
    },
  });

  const limit = scale.model?.plu_limit;

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('scales.goodsSearch')}
            style={{ width: 240 }}
            onSearch={(value) => {
              setName(value.trim());
              setPage(1);
            }}
            data-testid="scale-goods-search"
          />
          <Typography.Text data-testid="scale-goods-usage">
            {t('scales.usage', { count: scale.goods_count, limit: limit ?? '—' })}
          </Typography.Text>
        </Space>
        {canEdit && (
          <Space wrap>
            <Popconfirm
              title={t('scales.removeSelectedConfirm', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => remove.mutate(selected)}
            >
              <Button danger disabled={selected.length === 0} data-testid="scale-goods-remove-selected">
                {t('scales.removeSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="scale-goods-add"
            >
              {t('scales.addGoods')}
            </Button>
          </Space>
        )}
      </Space>
      <Table<ScaleGoods>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <EmptyHint
              loading={isFetching}
              filtered={name !== ''}
              missing={t('scales.noGoods')}
              next={t('scales.noGoodsNext')}
              action={
                canEdit && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                    {t('scales.addGoods')}
                  </Button>
                )
              }
            />
          ),
        }}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={columnsOf<ScaleGoods>([
          // The price in force in the scale's shop and why (issue 28), instead of the base price.
          ...goodsColumns<ScaleGoods>(t).filter((column) => column.dataIndex !== 'unit_price'),
          {
            title: (
              <Tooltip title={t('trades.priceInForceHint')}>
                <span>{t('trades.priceInForce')}</span>
              </Tooltip>
            ),
            key: 'price',
            align: 'right' as const,
            render: (_: unknown, goods: ScaleGoods) => (
              <Flex vertical gap={2} align="flex-end" data-testid="scale-goods-price">
                <span style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(goods.price.unit_price)} / {goods.measure_unit}
                </span>
                <PriceRuleTag source={goods.price.source} name={goods.price.source_name} />
              </Flex>
            ),
          },
          ...(canEdit
            ? [
                {
                  title: t('scales.actions'),
                  key: 'actions',
                  render: (_: unknown, goods: ScaleGoods) => (
                    <Popconfirm
                      title={t('scales.removeGoodsConfirm', { name: goods.name })}
                      onConfirm={() => remove.mutate([goods.id])}
                    >
                      <Button type="link" size="small" danger>
                        {t('scales.removeGoods')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ])}
      />
      {canEdit && (
        <ScaleGoodsAddModal
          open={adding}
          scale={scale}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
