import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Bridge,
  type BridgeDownload,
  issuePairingCode,
  listBridgeDownloads,
  listBridges,
  removeBridge,
} from '../../api/bridges';
import type { ShopDetails } from '../../api/shops';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { browserSystem, megabytes, orderDownloads, PLATFORM_WORDS, visitorPlatform } from './bridgeDownloads';

const time = (iso: string) => dateTime(iso);
const wrap = { wordBreak: 'break-all', overflowWrap: 'anywhere' } as const;

export type PairingCode = { code: string; expires_time: string };

/** The bridge's downloads: the visitor's system first, each with its version, size and checksum. */
function BridgeDownloads({ downloads, loading }: { downloads: BridgeDownload[]; loading: boolean }) {
  const { t } = useTranslation();
  const mine = visitorPlatform(browserSystem());
  return (
    <div data-testid="bridge-downloads">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('devices.connect.downloads')}
      </Typography.Title>
      {!loading && downloads.length === 0 && (
        <Typography.Paragraph type="secondary" data-testid="bridge-downloads-empty">
          {t('devices.connect.noDownloads')}
        </Typography.Paragraph>
      )}
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {downloads.map((download) => (
          <div
            key={download.platform}
            style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, padding: 12, minWidth: 0 }}
          >
            <Space wrap size={8} align="center">
              <Button
                type={download.platform === mine ? 'primary' : 'default'}
                href={download.url}
                download={download.file_name}
                data-testid="bridge-download"
                data-platform={download.platform}
              >
                {t(`devices.connect.platforms.${PLATFORM_WORDS[download.platform]}`)}
              </Button>
              {download.platform === mine && <Tag color="blue">{t('devices.connect.yours')}</Tag>}
              <Typography.Text type="secondary">
                {t('devices.connect.fileInfo', {
                  version: download.version,
                  size: megabytes(download.size),
                })}
              </Typography.Text>
            </Space>
            <div style={{ marginTop: 8, minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('devices.connect.sha256')}
              </Typography.Text>
              <Typography.Paragraph copyable={{ text: download.sha256 }} style={{ margin: 0, ...wrap }}>
                <span data-testid="bridge-download-sha256" style={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {download.sha256}
                </span>
              </Typography.Paragraph>
            </div>
          </div>
        ))}
      </Space>
    </div>
  );
}

/** The three steps in plain words, with the pairing code (when one was issued) in the second. */
function ConnectSteps({ code }: { code: PairingCode | null }) {
  const { t } = useTranslation();
  const command = `dahua-bridge pair ${code?.code ?? 'CODE'}`;
  return (
    <div data-testid="bridge-steps">
      <Typography.Title level={5}>{t('devices.connect.steps')}</Typography.Title>
      <ol style={{ paddingInlineStart: 20, marginBottom: 0 }}>
        <li style={{ marginBottom: 8 }}>{t('devices.connect.step1')}</li>
        <li style={{ marginBottom: 8 }}>
          {t('devices.connect.step2')}{' '}
          <Typography.Text code copyable={{ text: command }} style={wrap}>
            {command}
          </Typography.Text>
        </li>
        <li>{t('devices.connect.step3')}</li>
      </ol>
    </div>
  );
}

/** The pairing code, shown large, once, with when it stops working. */
function PairingCodeBox({ code }: { code: PairingCode }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="bridge-code"
      style={{ textAlign: 'center', padding: 12, background: 'rgba(22, 119, 255, 0.06)', borderRadius: 8 }}
    >
      <Typography.Text type="secondary">{t('devices.bridges.codeTitle')}</Typography.Text>
      <Typography.Paragraph
        copyable={{ text: code.code }}
        style={{ fontSize: 32, fontWeight: 600, margin: '4px 0', ...wrap }}
      >
        <span data-testid="bridge-pairing-code" style={{ fontFamily: 'monospace', letterSpacing: 4 }}>
          {code.code}
        </span>
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('devices.bridges.codeExpires', { time: dateTime(code.expires_time) })}
      </Typography.Text>
    </div>
  );
}

/**
 * Connecting the shop's scales (issue 25 §2, §5): the bridge's downloads (the visitor's system
 * first), a one-time pairing code, three steps in plain words; then the shop's bridges, online or
 * not, their version and a newer one to download, the scales each drives; unpairing for those who may.
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
  const downloadsQuery = useQuery({
    queryKey: ['bridges', 'downloads'],
    queryFn: listBridgeDownloads,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const downloads = orderDownloads(downloadsQuery.data ?? [], visitorPlatform(browserSystem()));
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
  const newest = downloads[0];

  return (
    <Card title={t('devices.connect.title')} extra={issueButton} data-testid="shop-bridges">
      <Typography.Paragraph type="secondary">{t('devices.connect.intro')}</Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {code && <PairingCodeBox code={code} />}
        <BridgeDownloads downloads={downloads} loading={downloadsQuery.isLoading} />
        <ConnectSteps code={code} />
        <div>
          <Typography.Title level={5}>{t('devices.bridges.title')}</Typography.Title>
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
                      <span style={{ wordBreak: 'break-word' }}>{nameOf(bridge)}</span>
                      {bridge.version && (
                        <Typography.Text type="secondary">
                          {t('devices.bridges.version', { version: bridge.version })}
                        </Typography.Text>
                      )}
                    </Space>
                  }
                  description={
                    <Space direction="vertical" size={4}>
                      {bridge.update_available && (
                        <Space wrap size={8} data-testid="bridge-update">
                          <Tag color="orange">{t('devices.bridges.updateAvailable')}</Tag>
                          {newest && (
                            <a href={newest.url} download={newest.file_name}>
                              {t('devices.bridges.downloadUpdate', { version: newest.version })}
                            </a>
                          )}
                        </Space>
                      )}
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
        </div>
      </Space>
    </Card>
  );
}
