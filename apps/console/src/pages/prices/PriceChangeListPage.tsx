import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  cancelPriceChange,
  listPriceChanges,
  listPriceListNames,
  PRICE_CHANGE_KINDS,
  PRICE_CHANGE_STATUSES,
  type PriceChange,
  type PriceChangeStatus,
} from '../../api/priceChanges';
import { ChoiceFilter, CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import { CompanySelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { PriceChangeFormModal } from './PriceChangeFormModal';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<PriceChangeStatus, string> = {
  upcoming: 'blue',
  active: 'green',
  past: 'default',
};

/**
 * /project/goodMng/priceChanges and /admin/goodMng/priceChanges: scheduled price changes and
 * promotions by tab (upcoming, active, past; the tab is in the address), kind and price list.
 */
export default function PriceChangeListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const manager = canManageShops(session);
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: { status: PRICE_CHANGE_STATUSES, kind: PRICE_CHANGE_KINDS, price_list_id: 'number' },
  });
  const status = table.filters.status ?? 'upcoming';
  const [editing, setEditing] = useState<PriceChange | 'new' | null>(null);
  const query = {
    page: table.page,
    per_page: table.pageSize,
    company_id: table.companyId,
    status,
    kind: table.filters.kind,
    price_list_id: table.filters.price_list_id,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['price-changes', 'list', query],
    queryFn: () => listPriceChanges(query),
  });
  const lists = useQuery({
    queryKey: ['price-lists', 'names', admin ? table.companyId : 'own'],
    queryFn: () => listPriceListNames(admin ? table.companyId : undefined),
    enabled: !admin || table.companyId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['price-changes'] });
  const cancel = useMutation({
    mutationFn: (row: PriceChange) => cancelPriceChange(row.id),
    onSuccess: () => {
      void message.success(t('priceChanges.cancelled'));
      return refresh();
    },
  });

  const create = (testId?: string) =>
    manager && (
      <CreateButton label={t('priceChanges.create')} onClick={() => setEditing('new')} testId={testId} />
    );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create('price-change-create')}>
      <Tabs
        activeKey={status}
        onChange={(key) => table.setFilters({ status: key as PriceChangeStatus })}
        items={PRICE_CHANGE_STATUSES.map((key) => ({
          key,
          label: <span data-testid={`price-change-tab-${key}`}>{t(`priceChanges.tabs.${key}`)}</span>,
        }))}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        {admin && (
          <CompanySelect
            value={table.companyId}
            onChange={table.filterCompany}
            data-testid="price-change-company-filter"
          />
        )}
        <ChoiceFilter
          width={140}
          placeholder={t('priceChanges.allKinds')}
          value={table.filters.kind}
          onChange={(kind) => table.setFilters({ kind })}
          choices={PRICE_CHANGE_KINDS}
          label={(kind) => t(`priceChanges.kinds.${kind}`)}
          testId="price-change-kind-filter"
        />
        <Select<number>
          allowClear
          style={{ width: 180 }}
          placeholder={t('priceChanges.allTargets')}
          value={table.filters.price_list_id}
          onChange={(id) => table.setFilters({ price_list_id: id })}
          options={(lists.data?.list ?? []).map((list) => ({ value: list.id, label: list.name }))}
          data-testid="price-change-list-filter"
        />
      </div>
      <ListTable<PriceChange>
        list={table}
        page={data}
        loading={isFetching}
        filtered={table.filters.kind !== undefined || table.filters.price_list_id !== undefined}
        empty={{
          missing: t(`priceChanges.empty.${status}`),
          next: t('priceChanges.emptyNext'),
          action: create(),
        }}
        columns={[
          { title: t('priceChanges.name'), dataIndex: 'name' },
          {
            title: t('priceChanges.kind'),
            dataIndex: 'kind',
            render: (kind: PriceChange['kind']) => (
              <Tag color={kind === 'promotion' ? 'magenta' : 'geekblue'}>
                {t(`priceChanges.kinds.${kind}`)}
              </Tag>
            ),
          },
          {
            title: t('priceChanges.target'),
            key: 'target',
            render: (_, row) => row.price_list_name ?? t('priceChanges.base'),
          },
          {
            title: t('priceChanges.start'),
            dataIndex: 'starts_at',
            render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(iso)}</span>,
          },
          {
            title: t('priceChanges.end'),
            dataIndex: 'ends_at',
            render: (iso: string | null) => (
              <span style={{ whiteSpace: 'nowrap' }}>{iso ? dateTime(iso) : '—'}</span>
            ),
          },
          { title: t('priceChanges.lines'), dataIndex: 'lines_count', align: 'right' },
          {
            title: t('priceChanges.status'),
            dataIndex: 'status',
            render: (value: PriceChangeStatus, row) =>
              row.cancelled_time ? (
                <Tag>{t('priceChanges.statuses.cancelled')}</Tag>
              ) : (
                <Tag color={STATUS_COLOR[value]}>{t(`priceChanges.statuses.${value}`)}</Tag>
              ),
          },
          {
            title: t('priceChanges.actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                edit={
                  row.actions.includes('edit')
                    ? { label: t('priceChanges.edit'), onClick: () => setEditing(row) }
                    : undefined
                }
                remove={
                  row.actions.includes('cancel')
                    ? {
                        label: t('priceChanges.cancel'),
                        confirm: t('priceChanges.cancelConfirm', { name: row.name }),
                        onRemove: () => cancel.mutate(row),
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <PriceChangeFormModal
        target={editing}
        chooseCompany={admin}
        companyId={admin ? table.companyId : undefined}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void message.success(t('priceChanges.saved'));
          void refresh();
        }}
      />
    </ListPage>
  );
}
