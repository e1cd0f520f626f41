import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DeviceReport, requestScaleVerify } from '../../api/devices';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { count } from '../../format/sales';
import { dateTime } from '../../format/time';
import { auditFieldWords, auditValue } from './auditFields';
import { agoWords, type DifferenceRow, differenceRows, differingCount, repairWords } from './auditWords';

const wrap = { wordBreak: 'break-word', overflowWrap: 'anywhere' } as const;

/**
 * Proof that the scale holds what the console says (issue 25 §4): when every PLU was last read back
 * and how many matched; the latest audit's differing PLUs with the scale's and the console's values
 * side by side, and whether they were repaired; "verify now" for those who may.
 */
export function ScaleAuditCard({
  scaleId,
  report,
  canEdit,
  now = new Date(),
}: {
  scaleId: number;
  report: DeviceReport;
  canEdit: boolean;
  now?: Date;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const audit = report.audit;
  const verify = useMutation({
    mutationFn: () => requestScaleVerify(scaleId),
    onSuccess: (answer) => {
      void message.success(t('devices.audit.verifyRequested'));
      queryClient.setQueryData<DeviceReport>(['scales', 'device', scaleId], (old) =>
        old ? { ...old, audit: answer } : old,
      );
    },
  });
  const ago = (iso: string) => {
    const words = agoWords(iso, now, dateTime);
    return t(`devices.audit.${words.key}`, words.values);
  };
  const fieldText = (field: string) => {
    const words = auditFieldWords(field);
    return words ? t(`devices.auditFields.${words.key}`, words.values) : field;
  };
  const valueText = (field: string, value: string | null) =>
    auditValue(field, value, (key, values) => t(`devices.auditFields.${key}`, values));
  const differing = differingCount(audit);
  const last = audit.last;
  const verifying = audit.verify_requested;
  // The latest spot check, when it is not the whole verification already shown.
  const spotCheck =
    last && !(audit.verified && audit.verified.checked_time === last.checked_time) ? last : null;

  return (
    <section style={{ marginTop: 24 }} data-testid="scale-audit">
      <Typography.Title level={5}>{t('devices.audit.title')}</Typography.Title>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text data-testid="scale-audit-verified" style={wrap}>
          {audit.verified
            ? t('devices.audit.verified', {
                ago: ago(audit.verified.checked_time),
                matched: count(audit.verified.matched),
                checked: count(audit.verified.checked),
              })
            : t('devices.audit.neverVerified')}
        </Typography.Text>
        {spotCheck && (
          <Typography.Text type="secondary" style={wrap}>
            {t('devices.audit.lastChecked', {
              ago: ago(spotCheck.checked_time),
              matched: count(spotCheck.matched),
              checked: count(spotCheck.checked),
            })}
          </Typography.Text>
        )}
        {last && differing > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="scale-audit-warning"
            message={
              <Space wrap size={8}>
                <span>{t('devices.audit.differs', { count: count(differing) })}</span>
                <Tag
                  color={
                    repairWords(audit) === 'repaired'
                      ? 'green'
                      : repairWords(audit) === 'repairing'
                        ? 'blue'
                        : 'orange'
                  }
                >
                  {t(`devices.audit.${repairWords(audit)}`)}
                </Tag>
              </Space>
            }
            description={
              <>
                <Table<DifferenceRow>
                  rowKey="key"
                  size="small"
                  data-testid="scale-audit-differences"
                  dataSource={differenceRows(last.differences)}
                  pagination={last.differences.length > 20 ? { pageSize: 20, size: 'small' } : false}
                  style={{ marginTop: 8 }}
                  columns={columnsOf<DifferenceRow>([
                    {
                      title: t('devices.audit.plu'),
                      key: 'plu',
                      render: (_, row) => (
                        <span style={wrap}>
                          <strong>{row.plu}</strong>
                          {row.name ? <div>{row.name}</div> : null}
                        </span>
                      ),
                    },
                    {
                      title: t('devices.audit.field'),
                      key: 'field',
                      render: (_, row) =>
                        row.field !== null ? (
                          <span style={wrap}>{fieldText(row.field)}</span>
                        ) : (
                          <span style={wrap}>
                            {t(
                              row.kind === 'unexpected'
                                ? 'devices.audit.unexpected'
                                : 'devices.audit.missing',
                            )}
                          </span>
                        ),
                    },
                    {
                      title: t('devices.audit.onScale'),
                      key: 'scale',
                      render: (_, row) =>
                        row.field !== null ? (
                          <span style={wrap} data-testid="audit-scale-value">
                            {valueText(row.field, row.scale)}
                          </span>
                        ) : (
                          '—'
                        ),
                    },
                    {
                      title: t('devices.audit.inConsole'),
                      key: 'console',
                      render: (_, row) =>
                        row.field !== null ? (
                          <span style={wrap} data-testid="audit-console-value">
                            {valueText(row.field, row.console)}
                          </span>
                        ) : (
                          '—'
                        ),
                    },
                  ])}
                />
                {last.more > 0 && (
                  <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                    {t('devices.audit.more', { count: count(last.more) })}
                  </Typography.Paragraph>
                )}
              </>
            }
          />
        )}
        {canEdit && (
          <Button
            loading={verify.isPending || verifying}
            disabled={verifying}
            onClick={() => verify.mutate()}
            data-testid="scale-verify-now"
          >
            {verifying ? t('devices.audit.verifying') : t('devices.audit.verifyNow')}
          </Button>
        )}
        {!canEdit && verifying && (
          <Typography.Text type="secondary">{t('devices.audit.verifying')}</Typography.Text>
        )}
      </Space>
    </section>
  );
}
