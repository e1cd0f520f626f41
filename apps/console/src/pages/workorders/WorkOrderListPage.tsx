import { DownloadOutlined, FilterOutlined, SettingOutlined, ToolOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAdministrator } from '../../access/roles';
import {
  exportWorkOrders,
  listWorkOrders,
  OPEN_STATUSES,
  PRIORITIES,
  STATUSES,
  TYPES,
  type WorkOrderFilterQuery,
  type WorkOrderStatus,
} from '../../api/workOrders';
import { ChoiceFilter } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { type Scope, scopeFilters } from '../../components/list/scopeFilters';
import { useUrlListState } from '../../components/list/useListState';
import { PeriodPicker } from '../../components/PeriodPicker';
import { AdminSelect } from '../../components/selectors';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { useDownload } from '../../hooks/useDownload';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { areaOf, workOrderPath } from './rules';
import { SettingsDrawer } from './SettingsDrawer';
import { SubmitWorkOrderModal } from './SubmitWorkOrderModal';
import { WorkOrderTable } from './WorkOrderTable';

const PAGE_SIZE = 20;
const ALL = 'all';

/**
 * /…/workorderMng/workorderProcessList (unfinished orders) and /…/workorderMng/workorderList (all,
 * with the export): tabs per status with counts, filters, the report button for the company.
 * `?status=` and `?overdue=true` set the first filters (the dashboard links with them).
 */
export default function WorkOrderListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const mayReport = !admin && !!session?.company_info;
  const area = areaOf(route.path);
  const view = route.name === 'workorderProcessList' ? 'open' : 'all';
  const statuses: readonly WorkOrderStatus[] = view === 'open' ? OPEN_STATUSES : STATUSES;
  // `?status=` and `?overdue=true` are the dashboard's links: the list's own filters, as any other.
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: {
      status: statuses,
      shop_id: 'number',
      scale_id: 'number',
      assignee_id: 'number',
      priority: PRIORITIES,
      type: TYPES,
      overdue: 'boolean',
      date_from: 'date',
      date_to: 'date',
    },
  });
  const f = table.filters;
  const { page } = table;
  const companyId = f.company_id;
  const status = f.status as WorkOrderStatus | undefined;
  const search = table.searchText;
  const [reporting, setReporting] = useState(false);
  const [settings, setSettings] = useState(false);
  const { downloading: exporting, download: downloadFile } = useDownload();
  const phone = usePhone();
  const [showFilters, setShowFilters] = useState(false);

  /** Every filter but the status tab (the counts are over these). */
  const filters: WorkOrderFilterQuery = {
    view,
    company_id: admin ? companyId : undefined,
    shop_id: f.shop_id,
    scale_id: f.scale_id,
    assignee_id: admin ? f.assignee_id : undefined,
    priority: f.priority,
    type: f.type,
    overdue: f.overdue,
    date_from: f.date_from,
    date_to: f.date_to,
    search,
  };
  const query = { ...filters, status, page, per_page: PAGE_SIZE };
  const { data, isFetching } = useQuery({
    queryKey: ['workOrders', 'list', query],
    queryFn: () => listWorkOrders(query),
  });
  const activeFilters = Object.entries(filters).filter(
    ([key, value]) => key !== 'view' && key !== 'search' && key !== 'date_to' && value !== undefined,
  ).length;
  const filtered = activeFilters > 0 || search !== undefined;

  /** The company, shop or scale changed. */
  const setScope = (change: Scope) =>
    table.setFilters({
      ...('companyId' in change && { company_id: change.companyId }),
      ...('shopId' in change && { shop_id: change.shopId }),
      ...('scaleId' in change && { scale_id: change.scaleId }),
    });

  const exportXlsx = () => downloadFile(() => exportWorkOrders({ ...filters, status }));

  const reportButton = mayReport ? (
    <Button type="primary" icon={<ToolOutlined />} onClick={() => setReporting(true)} data-testid="wo-report">
      {t('workOrders.report')}
    </Button>
  ) : undefined;

  const searchBox = (
    <SearchBox
      value={search}
      style={{ width: phone ? undefined : 220, flex: phone ? 1 : undefined }}
      placeholder={t('workOrders.filters.search')}
      onSearch={table.search}
      testId="wo-search"
    />
  );

  const total = statuses.reduce((sum, s) => sum + (data?.counts[s] ?? 0), 0);

  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        <Space wrap>
          {view === 'all' && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void exportXlsx()}
              aria-label={t('workOrders.exportXlsx')}
              title={t('workOrders.exportXlsx')}
              data-testid="wo-export"
            >
              {phone ? null : t('workOrders.exportXlsx')}
            </Button>
          )}
          {admin && view === 'all' && (
            <Button
              icon={<SettingOutlined />}
              onClick={() => setSettings(true)}
              aria-label={t('workOrders.settings.button')}
              title={t('workOrders.settings.button')}
              data-testid="wo-settings"
            >
              {phone ? null : t('workOrders.settings.button')}
            </Button>
          )}
          {reportButton}
        </Space>
      }
    >
      {phone && (
        <Flex gap={8} style={{ marginBottom: 8 }}>
          {searchBox}
          <Button
            icon={<FilterOutlined />}
            type={activeFilters > 0 ? 'primary' : 'default'}
            ghost={activeFilters > 0}
            onClick={() => setShowFilters((shown) => !shown)}
            data-testid="wo-filters-toggle"
          >
            {activeFilters > 0
              ? `${t('workOrders.filters.toggle')} ${activeFilters}`
              : t('workOrders.filters.toggle')}
          </Button>
        </Flex>
      )}
      <Space
        wrap
        style={{ marginBottom: 8, display: phone && !showFilters ? 'none' : undefined }}
        data-testid="wo-filters"
      >
        {scopeFilters({
          admin,
          testId: 'wo',
          scope: { companyId, shopId: f.shop_id, scaleId: f.scale_id },
          onChange: setScope,
        })}
        {admin && (
          <AdminSelect
            value={f.assignee_id}
            onChange={(id) => table.setFilters({ assignee_id: id })}
            data-testid="wo-engineer-filter"
          />
        )}
        <ChoiceFilter
          width={120}
          placeholder={t('workOrders.priority')}
          value={f.priority}
          onChange={(value) => table.setFilters({ priority: value })}
          choices={PRIORITIES}
          label={(value) => t(`workOrders.priorities.${value}`)}
          testId="wo-priority-filter"
        />
        <ChoiceFilter
          width={160}
          placeholder={t('workOrders.type')}
          value={f.type}
          onChange={(value) => table.setFilters({ type: value })}
          choices={TYPES}
          label={(value) => t(`workOrders.types.${value}`)}
          testId="wo-type-filter"
        />
        <ChoiceFilter
          width={120}
          placeholder={t('workOrders.filters.overdue')}
          value={f.overdue === undefined ? undefined : f.overdue ? 'true' : 'false'}
          onChange={(value) =>
            table.setFilters({ overdue: value === undefined ? undefined : value === 'true' })
          }
          choices={['true', 'false'] as const}
          label={(value) =>
            t(value === 'true' ? 'workOrders.filters.overdueYes' : 'workOrders.filters.overdueNo')
          }
          testId="wo-overdue-filter"
        />
        <PeriodPicker
          value={f.date_from && f.date_to ? { from: f.date_from, to: f.date_to } : null}
          onChange={(range) => table.setFilters({ date_from: range?.from, date_to: range?.to })}
          data-testid="wo-date-filter"
        />
        {!phone && searchBox}
      </Space>
      <Tabs
        activeKey={status ?? ALL}
        onChange={(key) => table.setFilters({ status: key === ALL ? undefined : (key as WorkOrderStatus) })}
        data-testid="wo-status-tabs"
        items={[
          { key: ALL, label: `${t('workOrders.all')} ${data ? total : ''}`.trim() },
          ...statuses.map((s) => ({
            key: s,
            label: (
              <span data-testid={`wo-tab-${s}`}>
                {t(`workOrders.statuses.${s}`)} {data ? data.counts[s] : ''}
              </span>
            ),
          })),
        ]}
      />
      <WorkOrderTable
        area={area}
        orders={data?.list ?? []}
        loading={isFetching}
        showCompany={admin}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: table.setPage,
        }}
        empty={
          admin ? (
            isFetching ? null : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered || status ? t('common.emptyFiltered') : t('workOrders.emptyService')}
              />
            )
          ) : (
            <EmptyHint
              loading={isFetching}
              filtered={filtered || status !== undefined}
              missing={t('workOrders.empty')}
              next={t('workOrders.emptyNext')}
              action={reportButton}
            />
          )
        }
      />
      {mayReport && (
        <SubmitWorkOrderModal
          open={reporting}
          onClose={() => setReporting(false)}
          onSubmitted={(order) => {
            setReporting(false);
            void message.success(t('workOrders.submitted', { number: order.number }));
            void queryClient.invalidateQueries({ queryKey: ['workOrders'] });
            navigate(workOrderPath(area, order.id));
          }}
        />
      )}
      {admin && <SettingsDrawer open={settings} onClose={() => setSettings(false)} />}
    </Card>
  );
}
