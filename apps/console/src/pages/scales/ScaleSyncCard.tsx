import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Descriptions, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DeviceReport,
  requestScaleSync,
  rotateScaleCredential,
  scaleDeviceReport,
} from '../../api/devices';
import type { Scale } from '../../api/scales';
import { useFeedback } from '../../feedback/feedback';
import { dateTimeSeconds } from '../../format/time';
import { ScaleAuditCard } from './ScaleAuditCard';
import { ScaleNamesCutList } from './ScaleNamesCutList';
import { ScaleRefusedList } from './ScaleRefusedList';
import { syncRefreshMs, syncWords } from './syncState';

const time = (iso: string) => dateTimeSeconds(iso);

/**
 * The scale's link (issue 17 §5): its sync state in words, last syncs, contact, sales upload and
 * error, what is refused; "push now", "full resync" and "replace credential" for those who may.
 * Refreshed every 3 s while a push runs, every 15 s otherwise.
 */
export function ScaleSyncCard({ scale, canEdit }: { scale: Scale; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [credential, setCredential] = useState<string | null>(null);
  const queryKey = ['scales', 'device', scale.id];
  const { data: report } = useQuery({
    queryKey,
    queryFn: () => scaleDeviceReport(scale.id),
    // Quickly while a push or an asked-for verification runs, slowly otherwise.
    refetchInterval: (query) =>
      query.state.data?.audit?.verify_requested ? 3_000 : syncRefreshMs(query.state.data?.sync),
  });

  const sync = useMutation({
    mutationFn: (full: boolean) => requestScaleSync(scale.id, full),
    onSuccess: (answer, full) => {
      void message.success(t(full ? 'devices.sync.fullResyncRequested' : 'devices.sync.pushRequested'));
      queryClient.setQueryData<DeviceReport>(queryKey, (old) => (old ? { ...old, sync: answer } : old));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const rotate = useMutation({
    mutationFn: () => rotateScaleCredential(scale.id),
    onSuccess: (answer) => setCredential(answer.device_credential),
  });

  const confirmResync = () =>
    modal.confirm({
      title: t('devices.sync.fullResyncConfirm', { name: scale.scale_name }),
      content: t('devices.sync.fullResyncContent'),
      onOk: () => sync.mutateAsync(true),
    });
  const confirmRotate = () =>
    modal.confirm({
      title: t('devices.sync.rotateConfirm', { name: scale.scale_name }),
      content: t('devices.sync.rotateContent'),
      okButtonProps: { danger: true },
      onOk: () => rotate.mutateAsync(),
    });

  const state = report?.sync ?? null;
  const words = syncWords(state, time);
  const when = (iso: string | null | undefined) => (iso ? time(iso) : t('devices.sync.never'));

  return (
    <section style={{ marginTop: 24 }} data-testid="scale-sync">
      {!report && <Skeleton active />}
      {report && (
        <>
          <Descriptions title={t('devices.sync.title')} column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('devices.sync.state')} span={2}>
              <Badge
                status={words.tone}
                text={
                  <span data-testid="scale-sync-state">{t(`devices.state.${words.key}`, words.values)}</span>
                }
              />
            </Descriptions.Item>
            {state && (
              <>
                <Descriptions.Item label={t('devices.sync.lastFullSync')}>
                  {when(state.last_full_sync)}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.lastDeltaSync')}>
                  {when(state.last_delta_sync)}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.lastContact')}>
                  {when(state.last_contact)}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.lastSalesUpload')}>
                  {when(state.last_sales_upload)}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.version')}>
                  {t('devices.sync.versionValue', {
                    acknowledged: state.acknowledged_version ?? '—',
                    version: report.version,
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.firmware')}>
                  {state.firmware ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('devices.sync.lastError')} span={2}>
                  <span style={{ wordBreak: 'break-word' }}>
                    {state.error
                      ? t('devices.sync.errorAt', {
                          message: state.error,
                          time: state.error_time ? time(state.error_time) : '—',
                        })
                      : t('devices.sync.none')}
                  </span>
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          {!state && (
            <Alert type="info" showIcon message={t('devices.sync.neverHint')} style={{ marginTop: 12 }} />
          )}
          {canEdit && (
            <Space wrap style={{ marginTop: 16 }}>
              <Button
                type="primary"
                loading={sync.isPending && sync.variables === false}
                onClick={() => sync.mutate(false)}
                data-testid="scale-push-now"
              >
                {t('devices.sync.pushNow')}
              </Button>
              <Button onClick={confirmResync} data-testid="scale-full-resync">
                {t('devices.sync.fullResync')}
              </Button>
              <Button danger onClick={confirmRotate} data-testid="scale-rotate-credential">
                {t('devices.sync.rotate')}
              </Button>
            </Space>
          )}
          <ScaleAuditCard scaleId={scale.id} report={report} canEdit={canEdit} />
          <ScaleRefusedList refused={report.refused} />
          <ScaleNamesCutList cut={report.names_cut} />
        </>
      )}
      <Modal
        open={credential !== null}
        title={t('devices.sync.rotatedTitle')}
        onCancel={() => setCredential(null)}
        footer={
          <Button type="primary" onClick={() => setCredential(null)}>
            {t('common.ok')}
          </Button>
        }
        destroyOnHidden
      >
        <Typography.Paragraph>{t('devices.sync.rotatedOnce')}</Typography.Paragraph>
        <Typography.Paragraph
          code
          copyable
          data-testid="scale-credential"
          style={{ wordBreak: 'break-all', fontSize: 15 }}
        >
          {credential}
        </Typography.Paragraph>
        <Alert type="warning" showIcon message={t('devices.sync.rotatedWarning')} />
      </Modal>
    </section>
  );
}
