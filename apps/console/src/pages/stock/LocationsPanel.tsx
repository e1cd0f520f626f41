import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteLocation, editLocation, type StockLocation } from '../../api/stock';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { locationLabel } from './kinds';
import { LocationFormModal } from './LocationFormModal';
import { useLocations } from './selects';

/** The company's stock locations: shops (made with the shop) and warehouses (added, renamed, deactivated here). */
export function LocationsPanel({
  companyId,
  manager,
  admin,
}: {
  companyId: number | undefined;
  manager: boolean;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data, isFetching } = useLocations(companyId);
  const [naming, setNaming] = useState<StockLocation | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['stock'] });
  const companyMissing = admin && companyId === undefined;

  const toggle = useMutation({
    mutationFn: (location: StockLocation) => editLocation(location.id, { active: !location.active }),
    onSuccess: () => {
      void message.success(t('stock.locationSaved'));
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (location: StockLocation) => deleteLocation(location.id),
    onSuccess: () => {
      void message.success(t('stock.locationDeleted'));
      return refresh();
    },
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {manager && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={companyMissing}
            onClick={() => setNaming('new')}
            data-testid="location-create"
          >
            {t('stock.addWarehouse')}
          </Button>
        )}
        <Typography.Text type="secondary">
          {companyMissing ? t('stock.chooseCompanyFirst') : t('stock.shopLocationHint')}
        </Typography.Text>
      </Space>
      <Table<StockLocation>
        rowKey="id"
        loading={isFetching}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={(data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        data-testid="locations"
        columns={columnsOf<StockLocation>([
          {
            title: t('stock.locationName'),
            dataIndex: 'name',
            render: (name: string, location) =>
              locationLabel(name, location.kind, t('stock.locationKinds.transit')),
          },
          ...(admin ? [{ title: t('stock.company'), dataIndex: 'company_name' as const }] : []),
          {
            title: t('stock.kind'),
            dataIndex: 'kind',
            render: (kind: StockLocation['kind']) => (
              <Tag color={kind === 'warehouse' ? 'blue' : undefined}>{t(`stock.locationKinds.${kind}`)}</Tag>
            ),
          },
          {
            title: t('stock.status'),
            dataIndex: 'active',
            render: (active: boolean) =>
              active ? (
                <Tag color="green">{t('stock.activeState')}</Tag>
              ) : (
                <Tag>{t('stock.inactiveState')}</Tag>
              ),
          },
          ...(manager
            ? [
                {
                  title: t('stock.actionsColumn'),
                  key: 'actions',
                  render: (_: unknown, location: StockLocation) =>
                    location.kind === 'transit' ? null : (
                      <Space>
                        {location.kind === 'warehouse' && (
                          <Button type="link" size="small" onClick={() => setNaming(location)}>
                            {t('stock.rename')}
                          </Button>
                        )}
                        <Button type="link" size="small" onClick={() => toggle.mutate(location)}>
                          {location.active ? t('stock.deactivate') : t('stock.activate')}
                        </Button>
                        {location.kind === 'warehouse' && (
                          <Popconfirm
                            title={t('stock.removeLocationConfirm', { name: location.name })}
                            onConfirm={() => remove.mutate(location)}
                          >
                            <Button type="link" size="small" danger>
                              {t('stock.actions.delete')}
                            </Button>
                          </Popconfirm>
                        )}
                      </Space>
                    ),
                },
              ]
            : []),
        ])}
      />
      <LocationFormModal
        target={naming}
        companyId={companyId}
        admin={admin}
        onClose={() => setNaming(null)}
        onSaved={() => {
          setNaming(null);
          void refresh();
        }}
      />
    </>
  );
}
