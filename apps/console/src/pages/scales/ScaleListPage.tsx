import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import { deleteScale, listScales, type Scale } from '../../api/scales';
import { ShopSelect } from '../../components/selectors';
import { columnsOf } from '../../components/table/columns';
import { EmptyHint } from '../../components/table/EmptyHint';
import SearchToolbar from '../../components/table/SearchToolbar';
import { usePagedSearch } from '../../components/table/usePagedSearch';
import { useFeedback } from '../../feedback/feedback';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { modelName } from './hotKeys';
import { ScaleFormModal } from './ScaleFormModal';

const PAGE_SIZE = 10;

/** /project/scaleMng/scaleList and /admin/scaleMng/scaleList: the scales, by shop and name. */
export default function ScaleListPage({ route }: { route: ConsoleRoute }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  // Company owners and managers (and administrators) write scales, as they do shops.
  const manager = canManageShops(session);
  const table = usePagedSearch(PAGE_SIZE);
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<Scale | 'new' | null>(null);
  const query = { ...table.query, shop_id: shopId };

  const { data, isFetching } = useQuery({
    queryKey: ['scales', 'list', query],
    queryFn: () => listScales(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['scales'] });

  const remove = useMutation({
    mutationFn: (scale: Scale) => deleteScale(scale.shop_id, scale.id),
    onSuccess: () => {
      void message.success(t('scales.removed'));
      return refresh();
    },
  });

  const manageLink = (scale: Scale) => `${route.path}/manage/${scale.id}`;

  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        manager && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="scale-create"
          >
            {t('scales.create')}
          </Button>
        )
      }
    >
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('scales.searchPlaceholder')}
        testId="scale"
        filters={
          <ShopSelect
            companyId={admin ? table.companyId : undefined}
            value={shopId}
            onChange={(id) => {
              setShopId(id);
              table.restart();
            }}
            data-testid="scale-shop-filter"
          />
        }
      />
      <Table<Scale>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{
          emptyText: (
            <EmptyHint
              loading={isFetching}
              filtered={table.filtered || shopId !== undefined}
              missing={t('scales.empty')}
              next={t('scales.emptyNext')}
              action={
                manager && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                    {t('scales.create')}
                  </Button>
                )
              }
            />
          ),
        }}
        scroll={{ x: 'max-content' }}
        pagination={table.pagination(data?.meta.total)}
        columns={columnsOf<Scale>([
          {
            title: t('scales.name'),
            dataIndex: 'scale_name',
            render: (value: string, scale) => <Link to={manageLink(scale)}>{value}</Link>,
          },
          { title: t('scales.shop'), dataIndex: 'shop_name' },
          {
            title: t('scales.model'),
            key: 'model',
            render: (_, scale) => (scale.model ? modelName(scale.model, i18n.language) : scale.model_code),
          },
          {
            title: t('scales.goodsUsage'),
            key: 'goods',
            render: (_, scale) => `${scale.goods_count} / ${scale.model?.plu_limit ?? '—'}`,
          },
          {
            title: t('scales.registered'),
            dataIndex: 'registered',
            render: (value: number) =>
              value === 1 ? (
                <Tag color="blue">{t('scales.registeredYes')}</Tag>
              ) : (
                <Tag>{t('scales.registeredNo')}</Tag>
              ),
          },
          {
            title: t('scales.verify'),
            dataIndex: 'if_verify',
            render: (value: number) =>
              value === 1 ? (
                <Tag color="green">{t('scales.verified')}</Tag>
              ) : (
                <Tag>{t('scales.unverified')}</Tag>
              ),
          },
          {
            title: t('scales.actions'),
            key: 'actions',
            render: (_, scale) => (
              <Space>
                <Link to={manageLink(scale)}>{t('scales.manage')}</Link>
                {manager && (
                  <Button type="link" size="small" onClick={() => setEditing(scale)}>
                    {t('scales.editAction')}
                  </Button>
                )}
                {manager && (
                  <Popconfirm
                    title={t('scales.removeConfirm', { name: scale.scale_name })}
                    onConfirm={() => remove.mutate(scale)}
                  >
                    <Button type="link" size="small" danger>
                      {t('scales.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ])}
      />
      <ScaleFormModal
        target={editing}
        chooseCompany={admin}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}
