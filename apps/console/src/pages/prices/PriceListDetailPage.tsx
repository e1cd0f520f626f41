import { fenToYuanText, formatMoney, PRICE_LIMIT, yuanToFen } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Flex, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canManageShops } from '../../access/roles';
import {
  type ListPrice,
  type ListPriceRow,
  listPriceLists,
  listPrices,
  refusalOf,
  setListPrices,
} from '../../api/priceLists';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';

const PAGE_SIZE = 20;

/** An unsaved edit of one goods item: a price typed (yuan), or taken out of the list. */
type Edit = { text: string; remove: boolean };

/**
 * ${base}/goodMng/priceLists/:id: the company's goods with their base price and this list's,
 * editable in place (yuan); edits are kept across pages and saved together, all or nothing (a
 * refused row says so beside it, nothing is saved).
 */
export default function PriceListDetailPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const manager = canManageShops(useSession());
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const [name, setName] = useState<string | undefined>();
  const [onlyListed, setOnlyListed] = useState(false);
  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const query = { page, per_page: PAGE_SIZE, name, only_listed: onlyListed ? ('true' as const) : undefined };
  const { data, isFetching } = useQuery({
    queryKey: ['priceLists', 'prices', id, query],
    queryFn: () => listPrices(id, query),
  });
  const lists = useQuery({
    queryKey: ['priceLists', 'list', { page: 1, per_page: 100 }],
    queryFn: () => listPriceLists({ page: 1, per_page: 100 }),
  });
  const list = lists.data?.list.find((l) => l.id === id);

  const edit = (goodsId: number, next: Edit | null) => {
    setEdits((current) => {
      const copy = new Map(current);
      if (next) copy.set(goodsId, next);
      else copy.delete(goodsId);
      return copy;
    });
    setRowErrors((current) => {
      if (!current.has(goodsId)) return current;
      const copy = new Map(current);
      copy.delete(goodsId);
      return copy;
    });
  };

  const save = useMutation({
    mutationFn: (rows: ListPriceRow[]) => setListPrices(id, rows),
    onSuccess: (done) => {
      setEdits(new Map());
      setRowErrors(new Map());
      setFailure(null);
      void message.success(t('priceLists.savedPrices', done));
      return queryClient.invalidateQueries({ queryKey: ['priceLists'] });
    },
    onError: (error, rows) => {
      const refusal = refusalOf(error);
      const errors = new Map<number, string>();
      for (const field of refusal.fields) {
        const index = /^prices\.(\d+)\./.exec(field.field)?.[1];
        const row = index === undefined ? undefined : rows[Number(index)];
        if (row) errors.set(row.goods_id, error.message);
      }
      setRowErrors(errors);
      setFailure(t('priceLists.notSaved', { message: error.message }));
    },
  });

  /** The edits as the request's rows; null when one is not an amount (it is marked on its row). */
  const rowsToSave = (): ListPriceRow[] | null => {
    const rows: ListPriceRow[] = [];
    const errors = new Map<number, string>();
    for (const [goodsId, e] of edits) {
      if (e.remove || e.text.trim() === '') rows.push({ goods_id: goodsId, unit_price: null });
      else {
        const fen = yuanToFen(e.text, PRICE_LIMIT);
        if (fen === null) errors.set(goodsId, t('priceLists.priceInvalid'));
        else rows.push({ goods_id: goodsId, unit_price: fen });
      }
    }
    setRowErrors(errors);
    return errors.size > 0 ? null : rows;
  };

  const shownPrice = (row: ListPrice): string => {
    const e = edits.get(row.goods_id);
    if (e) return e.remove ? '' : e.text;
    return row.list_price === null ? '' : fenToYuanText(row.list_price);
  };

  const columns = columnsOf<ListPrice>([
    { title: t('priceLists.plu'), dataIndex: 'plu_number', width: 70, phone: false },
    {
      title: t('priceLists.goods'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <Flex vertical gap={2}>
          <span style={{ whiteSpace: 'pre-line' }}>{phone ? `${row.plu_number} · ${value}` : value}</span>
          {phone && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('priceLists.basePrice')} {formatMoney(row.base_price)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('priceLists.basePrice'),
      dataIndex: 'base_price',
      align: 'right',
      phone: false,
      render: (fen: number) => formatMoney(fen),
    },
    {
      title: t('priceLists.listPrice'),
      key: 'list_price',
      width: phone ? 110 : 160,
      render: (_, row) => {
        const e = edits.get(row.goods_id);
        const error = rowErrors.get(row.goods_id);
        return (
          <Flex vertical gap={2}>
            <Input
              size="small"
              prefix="¥"
              inputMode="decimal"
              disabled={!manager}
              value={shownPrice(row)}
              placeholder={t('priceLists.base')}
              status={error ? 'error' : e ? 'warning' : undefined}
              onChange={(event) => edit(row.goods_id, { text: event.target.value, remove: false })}
              data-testid={`list-price-${row.plu_number}`}
              aria-label={`${t('priceLists.listPrice')} ${row.plu_number}`}
            />
            {error && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            )}
            {!e && row.price_change_id !== null && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('priceLists.byChange')}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    ...(manager
      ? [
          {
            title: t('priceLists.actions'),
            key: 'row-actions',
            render: (_: unknown, row: ListPrice) =>
              edits.has(row.goods_id) ? (
                <Button type="link" size="small" onClick={() => edit(row.goods_id, null)}>
                  {t('priceLists.undo')}
                </Button>
              ) : row.list_price !== null ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => edit(row.goods_id, { text: '', remove: true })}
                  data-testid={`list-price-remove-${row.plu_number}`}
                >
                  {t('priceLists.removeFromList')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ]);

  return (
    <Card
      title={list ? `${t(`menu.${route.name}`)} · ${list.name}` : t(`menu.${route.name}`)}
      extra={
        manager && (
          <Space wrap>
            {edits.size > 0 && (
              <Typography.Text type="warning">
                {t('priceLists.pending', { count: edits.size })}
              </Typography.Text>
            )}
            <Button
              type="primary"
              disabled={edits.size === 0}
              loading={save.isPending}
              onClick={() => {
                const rows = rowsToSave();
                if (rows && rows.length > 0) save.mutate(rows);
              }}
              data-testid="list-prices-save"
            >
              {t('priceLists.saveAll')}
            </Button>
          </Space>
        )
      }
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure}
          style={{ marginBottom: 12 }}
          closable
          onClose={() => setFailure(null)}
        />
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('priceLists.searchGoods')}
          style={{ width: 240, maxWidth: '100%' }}
          onSearch={(text) => {
            setName(text.trim() || undefined);
            setPage(1);
          }}
          data-testid="list-prices-search"
        />
        <Checkbox
          checked={onlyListed}
          onChange={(event) => {
            setOnlyListed(event.target.checked);
            setPage(1);
          }}
        >
          {t('priceLists.onlyListed')}
        </Checkbox>
      </Space>
      <Table<ListPrice>
        rowKey="goods_id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        columns={columns}
        data-testid="list-prices-table"
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          simple: phone,
        }}
      />
    </Card>
  );
}
