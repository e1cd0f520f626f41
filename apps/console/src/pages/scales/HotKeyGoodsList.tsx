import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Pagination, Spin, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listScaleGoods, type ScaleGoods } from '../../api/scales';
import { firstLine, type KeyGoods, keyGoodsOf } from './hotKeys';

const PAGE_SIZE = 20;

/**
 * The goods on the scale beside the keys, searchable: each can be dragged onto a key, or picked
 * (click, Enter) and then a key clicked. Every item seen is reported, so a drop finds its goods.
 */
export function HotKeyGoodsList({
  scaleId,
  picked,
  onPick,
  onSeen,
}: {
  scaleId: number;
  picked: number | null;
  onPick: (goods: KeyGoods | null) => void;
  onSeen: (goods: ScaleGoods[]) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const query = { page, per_page: PAGE_SIZE, name: name || undefined };
  const { data, isFetching } = useQuery({
    queryKey: ['scales', 'goods', scaleId, query],
    queryFn: () => listScaleGoods(scaleId, query),
  });
  useEffect(() => {
    if (data) onSeen(data.list);
  }, [data, onSeen]);

  return (
    <div data-testid="hot-key-goods-list">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('scales.goodsListHint')}
      </Typography.Text>
      <Input.Search
        allowClear
        placeholder={t('scales.goodsSearch')}
        onSearch={(value) => {
          setName(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
        data-testid="hot-key-goods-search"
      />
      <Spin spinning={isFetching}>
        {data && data.list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scales.noGoods')} />
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minHeight: 40 }}>
            {(data?.list ?? []).map((goods) => {
              const active = picked === goods.id;
              return (
                <button
                  key={goods.id}
                  type="button"
                  draggable
                  aria-pressed={active}
                  data-testid={`hot-key-goods-${goods.id}`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', String(goods.id));
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => onPick(active ? null : keyGoodsOf(goods))}
                  style={{
                    textAlign: 'left',
                    padding: '4px 8px',
                    cursor: 'grab',
                    borderRadius: token.borderRadius,
                    border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`,
                    background: active ? token.colorPrimaryBg : token.colorBgContainer,
                    color: token.colorText,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                  title={goods.name}
                >
                  <span style={{ color: token.colorTextSecondary, marginRight: 8 }}>{goods.plu_number}</span>
                  {firstLine(goods.name)}
                </button>
              );
            })}
          </div>
        )}
      </Spin>
      {(data?.meta.total ?? 0) > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          style={{ marginTop: 8 }}
          current={page}
          pageSize={PAGE_SIZE}
          total={data?.meta.total ?? 0}
          onChange={setPage}
        />
      )}
    </div>
  );
}
