import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bridge, issuePairingCode, listBridges, removeBridge } from '../../api/bridges';
import type { ShopDetails } from '../../api/shops';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { BridgePairingModal, type PairingCode } from './BridgePairingModal';

const time = (iso: string) => dateTime(iso);

/**
 * A shop's bridges (issue 17 §5): online or not, version, last seen, the scales each drives;
 * a one-time pairing code with how to start the bridge, and unpairing, for those who may.
 */
export function ShopBridgesCard({ shop, manager }: { shop: ShopDetails; manager: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<PairingCode | null>(null);
  const queryKey = ['shops', 'bridges', shop.id];
  // While a code is shown the new bridge is awaited: look more often.
  const { data: bridges, isLoading } = useQuery({
    queryKey,
    queryFn: () => listBridges(shop.id),
    refetchInterval: code ? 5_000 : 30_000,
  });
  const issue = useMutation({
    mutationFn: () => issuePairingCode(shop.id),
    onSuccess: (answer) => setCode(answer),
  });
  const unpair = useMutation({
    mutationFn: (bridge: Bridge) => removeBridge(bridge.id),
    onSuccess: () => {
      void message.success(t('devices.bridges.unpaired'));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  const nameOf = (bridge: Bridge) => bridge.name || t('devices.bridges.unnamed');
  const confirmUnpair = (bridge: Bridge) =>
    modal.confirm({
      title: t('devices.bridges.unpairConfirm', { name: nameOf(bridge) }),
      content: t('devices.bridges.unpairContent'),
      okButtonProps: { danger: true },
      onOk: () => unpair.mutateAsync(bridge),
    });
  const issueButton = manager && (
    <Button
      type="primary"
      loading={issue.isPending}
      onClick={() => issue.mutate()}
      data-testid="bridge-issue-code"
    >
      {t('devices.bridges.issueCode')}
    </Button>
  );

  return (
    <Card title={t('devices.bridges.title')} extra={issueButton} data-testid="shop-bridges">
      <Typography.Paragraph type="secondary">{t('devices.bridges.intro')}</Typography.Paragraph>
      <List<Bridge>
        loading={isLoading}
        dataSource={bridges ?? []}
        locale={{
          emptyText: (
            <EmptyHint
              loading={isLoading}
              filtered={false}
              missing={t('devices.bridges.empty')}
              next={t('devices.bridges.emptyNext')}
              action={issueButton}
            />
          ),
        }}
        renderItem={(bridge) => (
          <List.Item
            data-testid="bridge-row"
            actions={
              manager
                ? [
                    <Button key="unpair" type="link" danger onClick={() => confirmUnpair(bridge)}>
                      {t('devices.bridges.unpair')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={8}>
                  <Badge
                    status={bridge.online ? 'success' : 'default'}
                    text={bridge.online ? t('devices.bridges.online') : t('devices.bridges.offline')}
                  />
                  <span>{nameOf(bridge)}</span>
                  {bridge.version && (
                    <Typography.Text type="secondary">
                      {t('devices.bridges.version', { version: bridge.version })}
                    </Typography.Text>
                  )}
                </Space>
              }
              description={
                <Space direction="vertical" size={4}>
                  <span>
                    {bridge.last_seen
                      ? t('devices.bridges.lastSeen', { time: time(bridge.last_seen) })
                      : t('devices.bridges.neverSeen')}
                  </span>
                  <span>
                    {t('devices.bridges.scales')}
                    {bridge.scales.length > 0
                      ? bridge.scales.map((scale) => <Tag key={scale.id}>{scale.name}</Tag>)
                      : t('devices.bridges.noScales')}
                  </span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <BridgePairingModal code={code} shop={shop} onClose={() => setCode(null)} />
    </Card>
  );
}
