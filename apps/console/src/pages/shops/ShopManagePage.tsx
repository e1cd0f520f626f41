import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Image, Space, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { type ShopScale, shopDetails } from '../../api/shops';
import { columnsOf } from '../../components/table/columns';
import { EmptyHint } from '../../components/table/EmptyHint';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import LabelsTab from '../labels/LabelsTab';
import { canManageShops, isAdministrator } from './access';
import { ShopBridgesCard } from './ShopBridgesCard';

/** /…/shopMng/shopList/manage/{id}: a shop's details, its scales and its label templates (`?tab=labels`), its bridges. */
export default function ShopManagePage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const shopId = Number(id);
  const session = useSession();
  const admin = isAdministrator(session);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'labels' ? 'labels' : 'scales';
  const { data: shop, isLoading } = useQuery({
    queryKey: ['shops', 'details', shopId],
    queryFn: () => shopDetails(shopId),
    enabled: Number.isInteger(shopId) && shopId > 0,
    retry: false,
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
            onChange={(key) => setSearch(key === 'labels' ? { tab: key } : {}, { replace: true })}
            items={[
              {
                key: 'scales',
                label: `${t('shops.scales')} (${shop.scale_count})`,
                children: (
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
                              <Link to={pathname.replace(/\/shopMng\/.*$/, '/scaleMng/scaleList')}>
                                <Button type="primary">{t('scales.create')}</Button>
                              </Link>
                            )
                          }
                        />
                      ),
                    }}
                    scroll={{ x: 'max-content' }}
                    columns={columnsOf<ShopScale>([
                      { title: t('shops.scaleName'), dataIndex: 'scale_name' },
                      { title: t('shops.scaleUuid'), dataIndex: 'scale_uuid' },
                      {
                        title: t('shops.verifyStatus'),
                        dataIndex: 'if_verify',
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
                        render: (time: string) => dateTime(time),
                      },
                    ])}
                  />
                ),
              },
              {
                key: 'labels',
                label: t('labels.tab'),
                children: (
                  <LabelsTab shopId={shop.id} shopPath={pathname} manager={canManageShops(session)} />
                ),
              },
            ]}
          />
        </Card>
      )}
      {shop && <ShopBridgesCard shop={shop} manager={canManageShops(session)} />}
    </Space>
  );
}
