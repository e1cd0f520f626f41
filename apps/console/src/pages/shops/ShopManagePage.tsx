import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Descriptions, Flex, Image, Space, Table, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import { type ShopScale, shopDetails } from '../../api/shops';
import { columnsOf } from '../../components/table/columns';
import { EmptyHint } from '../../components/table/EmptyHint';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import LabelsTab from '../labels/LabelsTab';
import { StickersButton } from '../scale-reports/StickersButton';
import { ShopBridgesCard } from './ShopBridgesCard';
import ShopLotsTab from './ShopLotsTab';

/** The payments tab (issue 31) loads when opened: its QR encoder and forms stay out of the shop page's chunk. */
const ShopPaymentsTab = lazy(() => import('./ShopPaymentsTab'));

import { SHOP_REFRESH_MS, shopScaleState, shortTime } from './shopScaleState';

/** A scale's live state in words (issue 25 §5), with what to do about it; on phones also its address and last upload. */
function ScaleStateCell({ scale, phone }: { scale: ShopScale; phone: boolean }) {
  const { t } = useTranslation();
  const words = shopScaleState(scale, (iso) => shortTime(iso, new Date(), dateTime));
  return (
    <Space direction="vertical" size={0} style={{ minWidth: 0, maxWidth: 280 }}>
      <Badge
        status={words.tone}
        text={
          <span data-testid="shop-scale-state" data-state={words.state}>
            {t(`devices.shopState.${words.key}`, words.values)}
          </span>
        }
      />
      {words.hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
          {t(`devices.shopState.${words.hint}`)}
        </Typography.Text>
      )}
      {phone && (
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
          {t('devices.shopState.address')}: <ScaleAddressText scale={scale} />
        </Typography.Text>
      )}
      {phone && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('devices.shopState.lastSalesUpload')}: {lastUpload(scale, t)}
        </Typography.Text>
      )}
    </Space>
  );
}

function ScaleAddressText({ scale }: { scale: ShopScale }) {
  const { t } = useTranslation();
  return scale.lan_host ? (
    // Moves to its own line as a whole when it does not fit after the label; breaks only when longer than a line.
    <span
      style={{ fontFamily: 'monospace', display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
    >
      {`${scale.lan_host}:${scale.lan_port}`}
    </span>
  ) : (
    <Typography.Text type="warning">{t('devices.shopState.notSet')}</Typography.Text>
  );
}

const lastUpload = (scale: ShopScale, t: (key: string) => string) =>
  scale.sync?.last_sales_upload ? dateTime(scale.sync.last_sales_upload) : t('devices.shopState.never');

const TABS = ['scales', 'labels', 'lots', 'payments'] as const;

/**
 * /…/shopMng/shopList/manage/{id}: a shop's details, its scales, its label templates (`?tab=labels`),
 * its goods' current lots (`?tab=lots`), its payment settings and code (`?tab=payments`; owners, managers
 * and administrators), its bridges.
 */
export default function ShopManagePage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const shopId = Number(id);
  const session = useSession();
  const admin = isAdministrator(session);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const manager = canManageShops(session);
  const tab = TABS.find((key) => key === search.get('tab') && (key !== 'payments' || manager)) ?? 'scales';
  const phone = usePhone();
  const consoleBase = pathname.replace(/\/shopMng\/.*$/, '');
  const { data: shop, isLoading } = useQuery({
    queryKey: ['shops', 'details', shopId],
    queryFn: () => shopDetails(shopId),
    enabled: Number.isInteger(shopId) && shopId > 0,
    retry: false,
    // The scales' states live (issue 25 §5): what the bridges report shows within seconds.
    refetchInterval: SHOP_REFRESH_MS,
  });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={shop ? shop.name : t(`menu.${route.name}`)} loading={isLoading}>
        {shop && (
          <Descriptions column={{ xs: 1, md: 2 }} title={t('shops.details')} data-testid="shop-details">
            <Descriptions.Item label={t('shops.name')}>{shop.name}</Descriptions.Item>
            {admin && <Descriptions.Item label={t('shops.company')}>{shop.company_name}</Descriptions.Item>}
            <Descriptions.Item label={t('shops.contactPerson')}>{shop.contact_person}</Descriptions.Item>
            <Descriptions.Item label={t('shops.phoneNumber')}>{shop.phone_number}</Descriptions.Item>
            <Descriptions.Item label={t('shops.telephone')}>{shop.telephone}</Descriptions.Item>
            <Descriptions.Item label={t('shops.address')}>{shop.address}</Descriptions.Item>
            <Descriptions.Item label={t('shops.createdTime')}>
              {dateTime(shop.created_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('shops.desc')}>{shop.desc}</Descriptions.Item>
            {shop.img_url && (
              <Descriptions.Item label={t('shops.image')}>
                <Image src={shop.img_url} width={96} />
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>
      {shop && (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => setSearch(key === 'scales' ? {} : { tab: key }, { replace: true })}
            items={[
              {
                key: 'scales',
                label: `${t('shops.scales')} (${shop.scale_count})`,
                children: (
                  <>
                    {canManageShops(session) && shop.scale_count > 0 && (
                      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
                        <StickersButton shopId={shop.id} />
                      </Flex>
                    )}
                    <Table<ShopScale>
                      rowKey="id"
                      dataSource={shop.scales}
                      pagination={shop.scales.length > 10 ? { pageSize: 10 } : false}
                      locale={{
                        emptyText: (
                          <EmptyHint
                            filtered={false}
                            missing={t('shops.noScales')}
                            next={t('scales.emptyNext')}
                            action={
                              canManageShops(session) && (
                                <Link to={`${consoleBase}/scaleMng/scaleList`}>
                                  <Button type="primary">{t('scales.create')}</Button>
                                </Link>
                              )
                            }
                          />
                        ),
                      }}
                      scroll={phone ? undefined : { x: 'max-content' }}
                      data-testid="shop-scales"
                      columns={columnsOf<ShopScale>([
                        {
                          title: t('shops.scaleName'),
                          dataIndex: 'scale_name',
                          // The device ID under the name (a column of its own pushed the list past 1440 px).
                          render: (name: string, scale) => (
                            <Space direction="vertical" size={0} style={{ maxWidth: 220 }}>
                              <Link
                                to={`${consoleBase}/scaleMng/scaleList/manage/${scale.id}`}
                                style={{ wordBreak: 'break-word' }}
                              >
                                {name}
                              </Link>
                              {scale.scale_uuid && !phone && (
                                <Typography.Text
                                  type="secondary"
                                  style={{ fontSize: 12, wordBreak: 'break-all' }}
                                >
                                  {scale.scale_uuid}
                                </Typography.Text>
                              )}
                            </Space>
                          ),
                        },
                        {
                          title: t('devices.shopState.state'),
                          key: 'state',
                          render: (_, scale) => <ScaleStateCell scale={scale} phone={phone} />,
                        },
                        {
                          title: t('devices.shopState.address'),
                          key: 'address',
                          phone: false,
                          render: (_, scale) => <ScaleAddressText scale={scale} />,
                        },
                        {
                          title: t('devices.shopState.lastSalesUpload'),
                          key: 'lastSalesUpload',
                          phone: false,
                          render: (_, scale) => lastUpload(scale, t),
                        },
                        {
                          title: t('shops.verifyStatus'),
                          dataIndex: 'if_verify',
                          phone: false,
                          render: (value: number) =>
                            value === 1 ? (
                              <Tag color="green">{t('shops.verified')}</Tag>
                            ) : (
                              <Tag>{t('shops.unverified')}</Tag>
                            ),
                        },
                        {
                          title: t('shops.createdTime'),
                          dataIndex: 'created_time',
                          phone: false,
                          render: (time: string) => dateTime(time),
                        },
                      ])}
                    />
                  </>
                ),
              },
              {
                key: 'labels',
                label: t('labels.tab'),
                children: (
                  <LabelsTab shopId={shop.id} shopPath={pathname} manager={canManageShops(session)} />
                ),
              },
              {
                key: 'lots',
                label: t('lots.shopTab'),
                children: <ShopLotsTab shopId={shop.id} manager={canManageShops(session)} />,
              },
              ...(manager
                ? [
                    {
                      key: 'payments',
                      label: <span data-testid="shop-tab-payments">{t('shops.paymentsTab')}</span>,
                      children: (
                        <Suspense fallback={<Card loading />}>
                          <ShopPaymentsTab shopId={shop.id} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {shop && <ShopBridgesCard shop={shop} manager={canManageShops(session)} />}
    </Space>
  );
}
