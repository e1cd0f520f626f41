import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatMoney } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  deleteGoods,
  downloadGoods,
  type ExportFormat,
  type Goods,
  goodsUsage,
  listGoods,
} from '../../api/goods';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { PriceTimelineDrawer } from '../prices/PriceTimelineDrawer';
import { DeclarationTags } from './DeclarationTags';
import { GoodsFormModal } from './GoodsFormModal';
import { GoodsImportModal } from './GoodsImportModal';
import { GoodsLotsDrawer } from './GoodsLotsDrawer';
import { useListPriceColumns } from './goodsListPrices';

const PAGE_SIZE = 10;

/** /project/goodMng/goodList and /admin/goodMng/goodList: the company's goods (PLU records). */
export default function GoodsListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  // Company owners and managers (and administrators) write goods, as they do shops.
  const manager = canManageShops(session);
  const phone = usePhone();
  const table = useUrlListState({ pageSize: PAGE_SIZE, filters: { declaration: 'string' } });
  const declaration = table.filters.declaration === 'incomplete' ? ('incomplete' as const) : undefined;
  const query = { ...table.query, declaration };
  const [editing, setEditing] = useState<Goods | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [history, setHistory] = useState<Goods | null>(null);
  const [lotsOf, setLotsOf] = useState<Goods | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['goods', 'list', query],
    queryFn: () => listGoods(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['goods'] });
  // A column per price list of the company (an administrator's once a company is chosen).
  const listPriceColumns = useListPriceColumns(table.companyId, !admin || table.companyId !== undefined);

  const remove = useMutation({
    mutationFn: (goods: Goods) => deleteGoods(goods.id),
    onSuccess: () => {
      void message.success(t('goods.removed'));
      return refresh();
    },
  });

  // Administrators act for one company at a time: exports and imports need it chosen.
  const companyChosen = !admin || table.companyId !== undefined;
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadGoods(format, admin ? table.companyId : undefined);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };
  /** Asks first, saying on how many scales and hot keys the item sits (or that stock history keeps it). */
  const confirmRemove = async (goods: Goods) => {
    const usage = await goodsUsage(goods.id);
    const name = goods.name.replace(/\n/g, ' ');
    if (usage.has_stock_history) {
      modal.info({ title: t('goods.removeConfirm', { name }), content: t('goods.removeHasStock') });
      return;
    }
    modal.confirm({
      title: t('goods.removeConfirm', { name }),
      content:
        usage.scale_count > 0
          ? t('goods.removeOnScales', {
              scales: usage.scale_count,
              keys: usage.hot_key_count,
              names: usage.scales.map((s) => s.name).join('、'),
            })
          : undefined,
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(goods),
    });
  };

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      exports={(['xlsx', 'csv', 'plu'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          disabled={!companyChosen}
          loading={exporting === format}
          onClick={() => void exportAs(format)}
          data-testid={`goods-export-${format}`}
        >
          {t(`goods.export_${format}`)}
        </Button>
      ))}
      actions={
        <>
          {manager && (
            <Button
              icon={<UploadOutlined />}
              disabled={!companyChosen}
              onClick={() => setImporting(true)}
              data-testid="goods-import"
            >
              {t('goods.import')}
            </Button>
          )}
          {manager && (
            <CreateButton label={t('goods.create')} onClick={() => setEditing('new')} testId="goods-create" />
          )}
        </>
      }
    >
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('goods.searchPlaceholder')}
        testId="goods"
        width={260}
        filters={
          <Select
            value={declaration ?? 'all'}
            onChange={(value) => table.setFilters({ declaration: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('food.filterAll') },
              { value: 'incomplete', label: t('food.filterIncomplete') },
            ]}
            style={{ width: 160 }}
            data-testid="goods-declaration-filter"
          />
        }
      />
      <ListTable<Goods>
        list={table}
        page={data}
        loading={isFetching}
        columns={[
          { title: t('goods.plu'), dataIndex: 'plu_number', width: 80 },
          { title: t('goods.itemCode'), dataIndex: 'item_code' },
          {
            title: t('goods.name'),
            dataIndex: 'name',
            render: (value: string) => <span style={{ whiteSpace: 'pre-line' }}>{value}</span>,
          },
          {
            title: t('goods.unitPrice'),
            dataIndex: 'unit_price',
            align: 'right',
            render: (fen: number, goods) => `${formatMoney(fen)} / ${goods.measure_unit}`,
          },
          ...listPriceColumns,
          {
            title: t('goods.weighingMode'),
            dataIndex: 'weighing_mode',
            render: (mode: number) => t(`goods.mode${mode}`),
          },
          {
            title: t('goods.shelfLife'),
            dataIndex: 'shelf_life',
            render: (days: number) => t('goods.days', { count: days }),
          },
          { title: t('goods.origin'), dataIndex: 'origin' },
          {
            title: t('food.completeness'),
            key: 'declaration',
            render: (_: unknown, goods: Goods) => <DeclarationTags gaps={goods.declaration_gaps ?? []} />,
          },
          {
            title: t('goods.actions'),
            key: 'actions',
            // Four actions wrap on two lines, so the food column beside them stays in view at 1440 px.
            width: phone ? undefined : 190,
            render: (_: unknown, goods: Goods) => (
              // Everyone reads a goods item's price history; owners and managers also edit and remove.
              <RowActions
                edit={
                  manager ? { label: t('goods.editAction'), onClick: () => setEditing(goods) } : undefined
                }
                remove={
                  manager
                    ? { label: t('goods.remove'), onRemove: () => void confirmRemove(goods) }
                    : undefined
                }
              >
                <Button
                  type="link"
                  size="small"
                  onClick={() => setHistory(goods)}
                  data-testid="goods-price-history"
                >
                  {t('priceChanges.history')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setLotsOf(goods)}
                  data-testid="goods-lots-open"
                >
                  {t('lots.open')}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <GoodsFormModal
        target={editing}
        chooseCompany={admin}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <PriceTimelineDrawer goods={history} onClose={() => setHistory(null)} />
      <GoodsLotsDrawer goods={lotsOf} onClose={() => setLotsOf(null)} />
      <GoodsImportModal
        open={importing}
        companyId={admin ? table.companyId : undefined}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </ListPage>
  );
}
