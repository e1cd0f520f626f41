import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Image, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getCompany } from '../../api/companies';
import { listShops, type Shop } from '../../api/shops';
import { FleetSettingsItem } from '../../components/FleetSettingsItem';
import { LabelSettingsItem } from '../../components/LabelSettingsItem';
import { MembersPanel } from '../../components/members/MembersPanel';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';

const PAGE_SIZE = 10;

/** The company's shops, read from the shops API filtered by company. */
function CompanyShops({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['shops', 'list', { page, companyId }],
    queryFn: () => listShops({ page, per_page: PAGE_SIZE, company_id: companyId }),
  });
  return (
    <Table<Shop>
      rowKey="id"
      loading={isFetching}
      dataSource={data?.list ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.meta.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={columnsOf<Shop>([
        {
          title: t('companies.shopName'),
          dataIndex: 'name',
          render: (name: string, shop) => (
            <Link to={`/admin/shopMng/shopList/manage/${shop.id}`}>{name}</Link>
          ),
        },
        { title: t('companies.contactPerson'), dataIndex: 'contact_person' },
        { title: t('companies.phoneNumber'), dataIndex: 'phone_number' },
        { title: t('companies.shopAddress'), dataIndex: 'address' },
        { title: t('companies.shopScales'), dataIndex: 'scale_count' },
      ])}
    />
  );
}

/** /admin/companyMng/companyList/manage/{id}: a company's details, members, shops and scales. */
export default function CompanyDetailPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const companyId = Number(id);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const { data: company, isLoading } = useQuery({
    queryKey: ['companies', 'details', companyId],
    queryFn: () => getCompany(companyId),
    enabled: valid,
    retry: false,
  });

  if (!valid) return <Empty />;
  return (
    <Card title={company ? company.name : t(`menu.${route.name}`)} loading={isLoading}>
      {company && (
        <>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            title={t('companies.details')}
            data-testid="company-details"
          >
            <Descriptions.Item label={t('companies.name')}>{company.name}</Descriptions.Item>
            <Descriptions.Item label={t('companies.status')}>
              {company.status === 'active' ? (
                <Tag color="green">{t('companies.active')}</Tag>
              ) : (
                <Tag color="red">{t('companies.disabled')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('companies.contactPerson')}>
              {company.contact_person}
            </Descriptions.Item>
            <Descriptions.Item label={t('companies.phoneNumber')}>{company.phone_number}</Descriptions.Item>
            <Descriptions.Item label={t('companies.address')}>{company.address}</Descriptions.Item>
            <Descriptions.Item label={t('companies.analysis')}>
              {company.if_analysis_open === 1 ? (
                <Tag color="blue">{t('companies.analysisOn')}</Tag>
              ) : (
                <Tag>{t('companies.analysisOff')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('fleet.settings.label')}>
              <FleetSettingsItem companyId={company.id} editable />
            </Descriptions.Item>
            <Descriptions.Item label={t('food.settings.label')}>
              <LabelSettingsItem companyId={company.id} editable />
            </Descriptions.Item>
            <Descriptions.Item label={t('companies.createdTime')}>
              {dateTime(company.created_time)}
            </Descriptions.Item>
            {company.img_url && (
              <Descriptions.Item label={t('companies.logo')}>
                <Image src={company.img_url} width={96} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'members',
                label: `${t('companies.tabMembers')} (${company.member_count})`,
                children: <MembersPanel companyId={company.id} canManage canManageOwners />,
              },
              {
                key: 'shops',
                label: `${t('companies.tabShops')} (${company.shop_count})`,
                children: <CompanyShops companyId={company.id} />,
              },
              {
                key: 'scales',
                label: `${t('companies.tabScales')} (${company.scale_count})`,
                children: (
                  <>
                    <Statistic title={t('companies.scalesTotal')} value={company.scale_count} />
                    <Typography.Text type="secondary">{t('companies.scalesNote')}</Typography.Text>
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
