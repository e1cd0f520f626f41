import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Image, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { canManageShops } from '../../access/roles';
import { type Scale, scaleDetails } from '../../api/scales';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { EventLogCard } from '../scale-legal/EventLogCard';
import { VerificationsCard } from '../scale-legal/VerificationsCard';
import { ScalePublicCard } from '../scale-reports/ScalePublicCard';
import { areaOf } from '../workorders/rules';
import { ScaleWorkOrders } from '../workorders/ScaleWorkOrders';
import { HotKeysEditor } from './HotKeysEditor';
import { modelName } from './hotKeys';
import { ScaleFormModal } from './ScaleFormModal';
import { ScaleGoodsTab } from './ScaleGoodsTab';
import { ScaleSyncCard } from './ScaleSyncCard';

const TABS = ['details', 'legal', 'goods', 'hotKeys', 'workOrders'] as const;
type TabKey = (typeof TABS)[number];

const time = (value: string) => dateTime(value);

/** Where the scale listens on the shop's network, or that it has no address (and a way to set one). */
function ScaleAddress({ scale, onEdit }: { scale: Scale; onEdit: (() => void) | null }) {
  const { t } = useTranslation();
  if (scale.lan_host)
    return (
      <Space wrap size={8}>
        <Typography.Text
          data-testid="scale-lan-address"
          style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >{`${scale.lan_host}:${scale.lan_port}`}</Typography.Text>
        {onEdit && (
          <Button size="small" type="link" onClick={onEdit} data-testid="scale-edit-address">
            {t('scales.editAction')}
          </Button>
        )}
      </Space>
    );
  return (
    <Space wrap size={8}>
      <Typography.Text type="warning" data-testid="scale-lan-address" style={{ wordBreak: 'break-word' }}>
        {t('devices.address.notSet')}
      </Typography.Text>
      {onEdit && (
        <Button size="small" type="primary" onClick={onEdit} data-testid="scale-edit-address">
          {t('devices.address.setNow')}
        </Button>
      )}
    </Space>
  );
}

function ScaleDetails({ scale, onEditAddress }: { scale: Scale; onEditAddress: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="scale-details">
      <Descriptions.Item label={t('scales.name')}>{scale.scale_name}</Descriptions.Item>
      <Descriptions.Item label={t('scales.shop')}>{scale.shop_name}</Descriptions.Item>
      <Descriptions.Item label={t('scales.model')}>
        {scale.model ? modelName(scale.model, i18n.language) : scale.model_code}
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.modelLimitsLabel')}>
        {scale.model
          ? t('scales.modelLimits', { plu: scale.model.plu_limit, keys: scale.model.hot_key_count })
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.goodsUsage')}>
        {`${scale.goods_count} / ${scale.model?.plu_limit ?? '—'}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.address.host')} span={2}>
        <ScaleAddress scale={scale} onEdit={onEditAddress} />
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.uuid')}>{scale.scale_uuid ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('scales.registered')}>
        {scale.registered === 1 ? (
          <Tag color="blue">{t('scales.registeredYes')}</Tag>
        ) : (
          <Tag>{t('scales.registeredNo')}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.verify')}>
        {scale.if_verify === 1 ? (
          <Tag color="green">{t('scales.verified')}</Tag>
        ) : (
          <Tag>{t('scales.unverified')}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.createdTime')}>{time(scale.created_time)}</Descriptions.Item>
      <Descriptions.Item label={t('scales.lastModifiedTime')}>
        {time(scale.last_modified_time)}
      </Descriptions.Item>
      <Descriptions.Item label={t('scales.desc')} span={2}>
        {scale.desc}
      </Descriptions.Item>
      {scale.img_url ? (
        <Descriptions.Item label={t('scales.image')}>
          <Image src={scale.img_url} width={96} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * /…/scaleMng/scaleList/manage/{id}: a scale's details and link (sync state), its legal life (verification
 * records and event log), the goods on it, its hot keys and its work orders.
 */
export default function ScaleManagePage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const scaleId = Number(id);
  const session = useSession();
  const manager = canManageShops(session);
  const [params, setParams] = useSearchParams();
  const area = areaOf(useLocation().pathname);
  const tab: TabKey = TABS.find((key) => key === params.get('tab')) ?? 'details';
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Scale | null>(null);

  const { data: scale, isLoading } = useQuery({
    queryKey: ['scales', 'details', scaleId],
    queryFn: () => scaleDetails(scaleId),
    enabled: Number.isInteger(scaleId) && scaleId > 0,
    retry: false,
  });

  return (
    <Card title={scale ? scale.scale_name : t(`menu.${route.name}`)} loading={isLoading}>
      {scale && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            {
              key: 'details',
              label: t('scales.tabDetails'),
              children: (
                <>
                  <ScaleDetails scale={scale} onEditAddress={manager ? () => setEditing(scale) : null} />
                  <ScaleSyncCard scale={scale} canEdit={manager} />
                  <ScalePublicCard
                    scaleId={scale.id}
                    reportsPath={`${area}/scaleMng/scaleReports?scale_id=${scale.id}`}
                  />
                </>
              ),
            },
            {
              key: 'legal',
              label: t('scaleLegal.tab'),
              children: (
                <>
                  <VerificationsCard scaleId={scale.id} readOnly={!manager} />
                  <EventLogCard scaleId={scale.id} readOnly={!manager} />
                </>
              ),
            },
            {
              key: 'goods',
              label: t('scales.tabGoods'),
              children: <ScaleGoodsTab scale={scale} canEdit={manager} />,
            },
            {
              key: 'hotKeys',
              label: t('scales.tabHotKeys'),
              children: <HotKeysEditor scale={scale} canEdit={manager} />,
            },
            {
              key: 'workOrders',
              label: t('workOrders.scaleTab'),
              children: <ScaleWorkOrders scale={{ id: scale.id, name: scale.scale_name }} area={area} />,
            },
          ]}
        />
      )}
      {manager && (
        <ScaleFormModal
          target={editing}
          chooseCompany={false}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ['scales'] });
          }}
        />
      )}
    </Card>
  );
}
