import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { SCALE_MODELS } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAdministrator } from '../../access/roles';
import {
  exportFleet,
  type FleetFilterQuery,
  type FleetScale,
  fleetSummary,
  listFleet,
  SYNC_STATE_LIST,
  VERIFICATION_STATUS_LIST,
  type VerificationStatus,
} from '../../api/fleet';
import { ChoiceFilter, FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { useUrlListState } from '../../components/list/useListState';
import { CompanySelect, ShopSelect } from '../../components/selectors';
import { dateTime } from '../../format/time';
import { useDownload } from '../../hooks/useDownload';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { LinkCell, SoftwareCell, STATUS_COLOURS, VerificationCell, VerificationTag } from './parts';

const PAGE_SIZE = 20;
const MODEL_CODES = SCALE_MODELS.map((model) => model.code);
const YES_NO = ['true', 'false'] as const;
type YesNo = (typeof YES_NO)[number];
const yesNo = (value: boolean | undefined): YesNo | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';
const fromYesNo = (value: YesNo | undefined) => (value === undefined ? undefined : value === 'true');

/** A count at the top of the list: a filter when clicked, highlighted while it is on. */
function CountTile({
  label,
  count,
  active,
  colour,
  onClick,
  testId,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  /** The status's colour (antd preset name), as a bar at the top. */
  colour?: string;
  onClick: () => void;
  testId: string;
}) {
  const { token } = theme.useToken();
  const bar = colour ? (token as unknown as Record<string, string>)[colour] : undefined;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      data-testid={testId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 2,
        minWidth: 88,
        flex: '1 1 88px',
        maxWidth: 180,
        padding: '8px 12px',
        cursor: 'pointer',
        textAlign: 'left',
        font: 'inherit',
        color: token.colorText,
        background: active ? token.colorPrimaryBg : token.colorBgContainer,
        border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`,
        borderTop: `3px solid ${bar ?? (active ? token.colorPrimary : token.colorBorderSecondary)}`,
        borderRadius: token.borderRadius,
      }}
    >
      <span style={{ fontSize: 20, fontWeight: 600, lineHeight: 1.2 }}>{count ?? '–'}</span>
      <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{label}</span>
    </button>
  );
}

/**
 * The maker's fleet (issue 27 §1): every scale of every company with its link, software,
 * verification and open work orders; counts per status at the top (each a filter), the filters in
 * the address (`?verification_status=due`), the export. Rows open `<this page's path>/<id>`, so the
 * same page serves /admin/fleet and the inspectors' /inspect/fleet; company and shop pickers (which
 * read the administrators' lists) show for administrators only.
 */
export default function FleetListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const admin = isAdministrator(useSession());
  const [showFilters, setShowFilters] = useState(false);
  const { downloading: exporting, download: downloadFile } = useDownload();
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: {
      shop_id: 'number',
      model_code: 'string',
      online: 'boolean',
      sync_state: SYNC_STATE_LIST,
      verification_status: VERIFICATION_STATUS_LIST,
      has_open_work_orders: 'boolean',
      retired: 'boolean',
      software: 'string',
    },
  });
  const f = table.filters;
  const filters: FleetFilterQuery = {
    company_id: admin ? f.company_id : undefined,
    shop_id: admin ? f.shop_id : undefined,
    model_code: f.model_code,
    online: f.online,
    sync_state: f.sync_state,
    verification_status: f.verification_status,
    has_open_work_orders: f.has_open_work_orders,
    retired: f.retired,
    name: f.name,
    software: f.software,
  };
  const query = { ...filters, page: table.page, per_page: table.pageSize };
  const { data, isFetching } = useQuery({
    queryKey: ['fleet', 'list', query],
    queryFn: () => listFleet(query),
  });
  const { data: summary } = useQuery({
    queryKey: ['fleet', 'summary', filters],
    queryFn: () => fleetSummary(filters),
  });

  const link = (scale: FleetScale) => `${route.path}/${scale.id}`;
  const activeFilters = Object.entries(filters).filter(
    ([key, value]) => key !== 'name' && key !== 'verification_status' && value !== undefined,
  ).length;

  const exportXlsx = () => downloadFile(() => exportFleet(filters));

  const byStatus = (status: VerificationStatus | undefined) => () =>
    table.setFilters({ verification_status: f.verification_status === status ? undefined : status });
  /** A yes/no count: on when off (or the other way), off when on. */
  const flip = (key: 'online' | 'has_open_work_orders', value: boolean) => () =>
    table.setFilters({ [key]: f[key] === value ? undefined : value });

  const searchBox = (
    <SearchBox
      value={f.name}
      style={{ width: phone ? undefined : 280, flex: phone ? 1 : undefined }}
      placeholder={t('fleet.filters.search')}
      onSearch={table.search}
      testId="fleet-search"
    />
  );

  const filterBar: ReactNode[] = [
    admin && (
      <CompanySelect
        key="company"
        value={f.company_id}
        onChange={(id) => table.setFilters({ company_id: id, shop_id: undefined })}
        data-testid="fleet-company-filter"
      />
    ),
    admin && (
      <ShopSelect
        key="shop"
        companyId={f.company_id}
        value={f.shop_id}
        onChange={(id) => table.setFilters({ shop_id: id })}
        data-testid="fleet-shop-filter"
      />
    ),
    <ChoiceFilter
      key="model"
      width={150}
      placeholder={t('fleet.filters.model')}
      value={f.model_code}
      onChange={(value) => table.setFilters({ model_code: value })}
      choices={MODEL_CODES}
      label={(code) => code}
      testId="fleet-model-filter"
    />,
    <ChoiceFilter
      key="online"
      width={110}
      placeholder={t('fleet.filters.online')}
      value={yesNo(f.online)}
      onChange={(value) => table.setFilters({ online: fromYesNo(value) })}
      choices={YES_NO}
      label={(value) => t(value === 'true' ? 'fleet.online' : 'fleet.offline')}
      testId="fleet-online-filter"
    />,
    <ChoiceFilter
      key="sync"
      width={140}
      placeholder={t('fleet.filters.sync')}
      value={f.sync_state}
      onChange={(value) => table.setFilters({ sync_state: value })}
      choices={SYNC_STATE_LIST}
      label={(value) => t(`fleet.syncStates.${value}`)}
      testId="fleet-sync-filter"
    />,
    <ChoiceFilter
      key="status"
      width={160}
      placeholder={t('fleet.filters.status')}
      value={f.verification_status}
      onChange={(value) => table.setFilters({ verification_status: value })}
      choices={VERIFICATION_STATUS_LIST}
      label={(value) => t(`fleet.statuses.${value}`)}
      testId="fleet-status-filter"
    />,
    <ChoiceFilter
      key="orders"
      width={170}
      placeholder={t('fleet.filters.openWorkOrders')}
      value={yesNo(f.has_open_work_orders)}
      onChange={(value) => table.setFilters({ has_open_work_orders: fromYesNo(value) })}
      choices={YES_NO}
      label={(value) => t(value === 'true' ? 'fleet.filters.openYes' : 'fleet.filters.openNo')}
      testId="fleet-orders-filter"
    />,
    <ChoiceFilter
      key="retired"
      width={150}
      placeholder={t('fleet.filters.retired')}
      value={yesNo(f.retired)}
      onChange={(value) => table.setFilters({ retired: fromYesNo(value) })}
      choices={YES_NO}
      label={(value) => t(value === 'true' ? 'fleet.filters.retiredYes' : 'fleet.filters.retiredNo')}
      testId="fleet-retired-filter"
    />,
    <SearchBox
      key="software"
      value={f.software}
      style={{ width: 180 }}
      placeholder={t('fleet.filters.software')}
      onSearch={(text) => table.setFilters({ software: text.trim() || undefined })}
      testId="fleet-software-filter"
    />,
    !phone && <span key="search">{searchBox}</span>,
  ];

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      exports={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => void exportXlsx()}
          aria-label={t('fleet.export')}
          title={t('fleet.export')}
          data-testid="fleet-export"
        >
          {phone ? null : t('fleet.export')}
        </Button>
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }} data-testid="fleet-counts">
        <CountTile
          label={t('fleet.summary.total')}
          count={summary ? Object.values(summary.by_status).reduce((sum, n) => sum + n, 0) : undefined}
          active={f.verification_status === undefined}
          onClick={byStatus(undefined)}
          testId="fleet-count-all"
        />
        {VERIFICATION_STATUS_LIST.map((status) => (
          <CountTile
            key={status}
            label={t(`fleet.statuses.${status}`)}
            count={summary?.by_status[status]}
            colour={STATUS_COLOURS[status] === 'default' ? undefined : STATUS_COLOURS[status]}
            active={f.verification_status === status}
            onClick={byStatus(status)}
            testId={`fleet-count-${status}`}
          />
        ))}
        <CountTile
          label={t('fleet.summary.online')}
          count={summary?.online}
          active={f.online === true}
          onClick={flip('online', true)}
          testId="fleet-count-online"
        />
        <CountTile
          label={t('fleet.summary.offline')}
          count={summary?.offline}
          active={f.online === false}
          onClick={flip('online', false)}
          testId="fleet-count-offline"
        />
        <CountTile
          label={t('fleet.summary.withOpenWorkOrders')}
          count={summary?.with_open_work_orders}
          active={f.has_open_work_orders === true}
          onClick={flip('has_open_work_orders', true)}
          testId="fleet-count-orders"
        />
      </Flex>
      {phone && (
        <Flex gap={8} style={{ marginBottom: 8 }}>
          {searchBox}
          <Button
            icon={<FilterOutlined />}
            type={activeFilters > 0 ? 'primary' : 'default'}
            ghost={activeFilters > 0}
            onClick={() => setShowFilters((shown) => !shown)}
            data-testid="fleet-filters-toggle"
          >
            {activeFilters > 0 ? `${t('fleet.filters.toggle')} ${activeFilters}` : t('fleet.filters.toggle')}
          </Button>
        </Flex>
      )}
      {(!phone || showFilters) && <FilterBar testId="fleet-filters">{filterBar}</FilterBar>}
      <ListTable<FleetScale>
        list={table}
        page={data}
        loading={isFetching}
        size="middle"
        // On a phone the row folds its facts under the name and takes the page's width.
        scroll={phone ? undefined : { x: 'max-content' }}
        data-testid="fleet-table"
        empty={{ missing: t('fleet.empty'), next: t('fleet.emptyNext'), advice: true }}
        columns={[
          {
            title: t('fleet.columns.scale'),
            dataIndex: 'name',
            render: (name: string, scale) => (
              <Flex vertical gap={2}>
                <Link to={link(scale)} data-testid="fleet-link">
                  {name}
                </Link>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {scale.model_code}
                  {scale.retired_time ? ` · ${t('fleet.retired')}` : ''}
                </Typography.Text>
                {phone && (
                  <>
                    <Typography.Text type="secondary">
                      {scale.company.name} / {scale.shop.name}
                    </Typography.Text>
                    <Flex gap={4} wrap>
                      <VerificationTag status={scale.verification.status} />
                      <LinkCell scale={scale} />
                    </Flex>
                  </>
                )}
              </Flex>
            ),
          },
          {
            title: t('fleet.columns.place'),
            key: 'place',
            phone: false,
            render: (_, scale) => (
              <Flex vertical style={{ whiteSpace: 'nowrap' }}>
                <span>{scale.company.name}</span>
                <Typography.Text type="secondary">{scale.shop.name}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('fleet.columns.verification'),
            dataIndex: 'verification',
            phone: false,
            render: (_, scale) => <VerificationCell verification={scale.verification} />,
          },
          {
            title: <span title={t('fleet.onlineHint')}>{t('fleet.columns.link')}</span>,
            key: 'link',
            phone: false,
            render: (_, scale) => <LinkCell scale={scale} />,
          },
          {
            title: t('fleet.columns.lastInStep'),
            dataIndex: 'last_in_step',
            phone: false,
            render: (value: string | null) => (value ? dateTime(value) : t('fleet.never')),
          },
          {
            title: t('fleet.columns.lastSalesUpload'),
            dataIndex: 'last_sales_upload',
            phone: false,
            render: (value: string | null) => (value ? dateTime(value) : t('fleet.never')),
          },
          {
            title: t('fleet.columns.software'),
            dataIndex: 'software',
            phone: false,
            render: (_, scale) => <SoftwareCell software={scale.software} />,
          },
          {
            title: t('fleet.columns.openWorkOrders'),
            dataIndex: 'open_work_orders',
            align: 'right',
            render: (count: number) => (count > 0 ? <Typography.Text strong>{count}</Typography.Text> : 0),
          },
        ]}
      />
    </ListPage>
  );
}
