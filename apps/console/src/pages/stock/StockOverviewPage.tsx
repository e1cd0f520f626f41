import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popover, Space, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  type Balance,
  editStockSettings,
  exportBalances,
  listBalances,
  setThreshold,
  stockSettings,
} from '../../api/stock';
import { ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import { CompanySelect } from '../../components/selectors';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { ExportButtons } from './ExportButtons';
import { locationLabel } from './kinds';
import { LedgerDrawer } from './LedgerDrawer';
import { LocationsPanel } from './LocationsPanel';
import { LocationSelect } from './selects';
import { byCount, money, parseQuantity, quantityInput, quantityText } from './units';

const PAGE_SIZE = 20;

/** The low-stock threshold of one balance, set in a small popover (owners, managers, administrators). */
function ThresholdCell({ balance, editable }: { balance: Balance; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const parsed = parseQuantity(text, balance.weighing_mode);
  const save = useMutation({
    mutationFn: (threshold: number | null) =>
      setThreshold({ location_id: balance.location_id, goods_id: balance.goods_id, threshold }),
    onSuccess: () => {
      void message.success(t('stock.thresholdSaved'));
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: ['stock', 'balances'] });
    },
  });
  const shown =
    balance.low_threshold === null ? (
      <Typography.Text type="secondary">{t('stock.thresholdNone')}</Typography.Text>
    ) : (
      quantityText(balance.low_threshold, balance.weighing_mode, t('stock.pcs'))
    );
  if (!editable) return shown;
  return (
    // A click here is not a click on the row (which opens the ledger).
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click from bubbling
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keyboard
    <span onClick={(event) => event.stopPropagation()}>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next)
            setText(
              balance.low_threshold === null
                ? ''
                : quantityInput(balance.low_threshold, balance.weighing_mode),
            );
        }}
        title={t('stock.setThreshold')}
        content={
          <Space direction="vertical">
            <Input
              autoFocus
              inputMode="decimal"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={() => parsed !== null && save.mutate(parsed)}
              suffix={byCount(balance.weighing_mode) ? t('stock.pcs') : 'kg'}
              status={text && parsed === null ? 'error' : undefined}
              style={{ width: 180 }}
              data-testid="threshold-input"
            />
            <Space>
              <Button
                type="primary"
                size="small"
                disabled={parsed === null}
                loading={save.isPending}
                onClick={() => parsed !== null && save.mutate(parsed)}
                data-testid="threshold-save"
              >
                {t('common.ok')}
              </Button>
              <Button
                size="small"
                disabled={balance.low_threshold === null}
                onClick={() => save.mutate(null)}
              >
                {t('stock.clearThreshold')}
              </Button>
            </Space>
          </Space>
        }
      >
        <Button type="link" size="small" icon={<EditOutlined />} data-testid="threshold-edit">
          {shown}
        </Button>
      </Popover>
    </span>
  );
}

/** The negative-stock switch of a company (owners, managers; administrators for the chosen company). */
function NegativeStockSwitch({ companyId }: { companyId: number | undefined }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const key = ['stock', 'settings', companyId ?? null];
  const { data } = useQuery({ queryKey: key, queryFn: () => stockSettings(companyId) });
  const save = useMutation({
    mutationFn: (allow: boolean) => editStockSettings({ company_id: companyId, allow_negative_stock: allow }),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      void message.success(t('stock.settingsSaved'));
    },
  });
  return (
    <Tooltip title={t('stock.allowNegativeHint')}>
      <Space>
        <Typography.Text>{t('stock.allowNegative')}</Typography.Text>
        <Switch
          checked={data?.allow_negative_stock ?? false}
          disabled={!data}
          loading={save.isPending}
          onChange={(checked) => save.mutate(checked)}
          data-testid="allow-negative"
        />
      </Space>
    </Tooltip>
  );
}

/** /project/stockMng/stockOverview: balances per goods and location, the ledger of each, and the locations. */
export default function StockOverviewPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const admin = isAdministrator(session);
  const manager = canManageShops(session);
  const phone = usePhone();
  // The page, search, company, location and "below the threshold" live in the address.
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: { location_id: 'number', below_threshold: 'boolean' },
  });
  const locationId = table.filters.location_id;
  const below = table.filters.below_threshold === true;
  const [ledgerOf, setLedgerOf] = useState<Balance | null>(null);

  const { name, ...paging } = table.query;
  const query = {
    ...paging,
    search: name,
    location_id: locationId,
    below_threshold: below ? true : undefined,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'balances', query],
    queryFn: () => listBalances(query),
  });

  const companyChosen = !admin || table.companyId !== undefined;

  const balances = (
    <>
      <SearchToolbar
        table={table}
        placeholder={t('stock.searchBalances')}
        testId="balance"
        filters={
          <>
            <LocationSelect
              companyId={table.companyId}
              includeInactive
              showCompany={admin && table.companyId === undefined}
              value={locationId}
              onChange={(value) => table.setFilters({ location_id: value })}
              data-testid="balance-location-filter"
            />
            <Space>
              <Switch
                checked={below}
                onChange={(checked) => table.setFilters({ below_threshold: checked || undefined })}
                data-testid="balance-below-filter"
              />
              <Typography.Text>{t('stock.belowOnly')}</Typography.Text>
            </Space>
          </>
        }
      />
      <ListTable<Balance>
        list={table}
        page={data}
        rowKey={(balance) => `${balance.location_id}-${balance.goods_id}`}
        loading={isFetching}
        scroll={phone ? undefined : { x: 'max-content' }}
        onRow={(balance) => ({ onClick: () => setLedgerOf(balance), style: { cursor: 'pointer' } })}
        data-testid="balances"
        empty={{
          missing: t('stock.noBalances'),
          next: t('stock.noBalancesNext'),
          action: (
            <Button type="primary" onClick={() => navigate('/project/stockMng/importReceipt')}>
              {t('menu.importReceipt')}
            </Button>
          ),
        }}
        columns={[
          {
            title: t('stock.goods'),
            dataIndex: 'goods_name',
            render: (goods: string, balance) =>
              phone ? (
                // A phone's goods column carries what the hidden columns show, and the threshold.
                <Space direction="vertical" size={2}>
                  <Typography.Link>{goods.replace(/\n/g, ' ')}</Typography.Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    PLU {balance.plu_number} ·{' '}
                    {locationLabel(balance.location_name, undefined, t('stock.locationKinds.transit'))}
                  </Typography.Text>
                  <Space size={4} wrap>
                    {balance.below_threshold && <Tag color="orange">{t('stock.belowThreshold')}</Tag>}
                    {balance.negative && <Tag color="red">{t('stock.negative')}</Tag>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('stock.threshold')}
                    </Typography.Text>
                    <ThresholdCell balance={balance} editable={manager} />
                  </Space>
                </Space>
              ) : (
                <Typography.Link>{goods.replace(/\n/g, ' ')}</Typography.Link>
              ),
          },
          { title: t('stock.plu'), dataIndex: 'plu_number', phone: false },
          {
            title: t('stock.location'),
            dataIndex: 'location_name',
            phone: false,
            render: (name: string) => locationLabel(name, undefined, t('stock.locationKinds.transit')),
          },
          {
            title: t('stock.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (q: number, balance) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <span style={{ color: q < 0 ? '#cf1322' : undefined }}>
                  {quantityText(q, balance.weighing_mode, t('stock.pcs'))}
                </span>
                {phone && (
                  <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
                    {money(balance.value)}
                    {balance.in_transit !== 0 &&
                      ` · ${t('stock.inTransit')} ${quantityText(balance.in_transit, balance.weighing_mode, t('stock.pcs'))}`}
                  </div>
                )}
              </div>
            ),
          },
          {
            title: t('stock.value'),
            dataIndex: 'value',
            phone: false,
            align: 'right',
            render: (fen: number) => `${money(fen)}`,
          },
          {
            title: t('stock.inTransit'),
            dataIndex: 'in_transit',
            phone: false,
            align: 'right',
            render: (q: number, balance) =>
              q === 0 ? '' : quantityText(q, balance.weighing_mode, t('stock.pcs')),
          },
          {
            title: t('stock.threshold'),
            dataIndex: 'low_threshold',
            phone: false,
            render: (_: number | null, balance) => <ThresholdCell balance={balance} editable={manager} />,
          },
          {
            title: t('stock.flags'),
            key: 'flags',
            phone: false,
            render: (_, balance) => (
              <Space size={4}>
                {balance.below_threshold && <Tag color="orange">{t('stock.belowThreshold')}</Tag>}
                {balance.negative && <Tag color="red">{t('stock.negative')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('stock.lastMove'),
            dataIndex: 'last_move_time',
            phone: false,
            render: (time: string | null) => (time ? dateTime(time) : ''),
          },
        ]}
      />
    </>
  );

  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        <Space wrap>
          {companyChosen && (
            <ExportButtons download={(format) => exportBalances(query, format)} testId="balances" />
          )}
          {manager && companyChosen && (
            <NegativeStockSwitch companyId={admin ? table.companyId : undefined} />
          )}
        </Space>
      }
    >
      {admin && (
        <div style={{ marginBottom: 8 }}>
          <CompanySelect
            value={table.companyId}
            onChange={(id) => table.setFilters({ company_id: id, location_id: undefined })}
            data-testid="balance-company-filter"
          />
        </div>
      )}
      <Tabs
        items={[
          { key: 'balances', label: t('stock.balances'), children: balances },
          {
            key: 'locations',
            label: t('stock.locations'),
            children: <LocationsPanel companyId={table.companyId} manager={manager} admin={admin} />,
          },
        ]}
      />
      <LedgerDrawer balance={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Card>
  );
}
