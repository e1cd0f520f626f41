import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DeviceReport, requestScaleVerify } from '../../api/devices';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { count } from '../../format/sales';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { auditFieldWords, auditValue } from './auditFields';
import { agoWords, type DifferenceRow, differenceRows, differingCount, repairWords } from './auditWords';

const wrap = { wordBreak: 'break-word' } as const;
const REPAIR_COLOURS = { repaired: 'green', repairing: 'blue', reportOnly: 'orange' } as const;
const KIND_WORDS = {
  differs: 'devices.audit.field',
  missing: 'devices.audit.missing',
  unexpected: 'devices.audit.unexpected',
} as const;

/** On phones: each differing PLU as a block, its fields with the scale's and the console's values under them. */
function DifferenceList({
  rows,
  fieldText,
  valueText,
}: {
  rows: DifferenceRow[];
  fieldText: (field: string) => string;
  valueText: (field: string, value: string | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      {rows.map((row) => (
        <div
          key={row.key}
          style={{ borderTop: row.span > 0 ? '1px solid rgba(5, 5, 5, 0.06)' : undefined, padding: '6px 0' }}
        >
          {row.span > 0 && (
            <div style={wrap}>
              <strong>PLU {row.plu}</strong> {row.name}
            </div>
          )}
          {row.field === null ? (
            <Typography.Text type="secondary">{t(KIND_WORDS[row.kind])}</Typography.Text>
          ) : (
            <div style={{ paddingInlineStart: 12, ...wrap }}>
              <div>{fieldText(row.field)}</div>
              <div>
                <Typography.Text type="secondary">{t('devices.audit.onScale')}: </Typography.Text>
                <span data-testid="audit-scale-value">{valueText(row.field, row.scale)}</span>
              </div>
              <div>
                <Typography.Text type="secondary">{t('devices.audit.inConsole')}: </Typography.Text>
                <span data-testid="audit-console-value">{valueText(row.field, row.console)}</span>
              </div>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

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
  const repair = repairWords(audit);
  const phone = usePhone();
  const rows = audit.last ? differenceRows(audit.last.differences) : [];
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
                <Tag color={REPAIR_COLOURS[repair]}>{t(`devices.audit.${repair}`)}</Tag>
              </Space>
            }
          />
        )}
        {last && differing > 0 && (
          <div data-testid="scale-audit-differences">
            {phone ? (
              <DifferenceList rows={rows} fieldText={fieldText} valueText={valueText} />
            ) : (
              <Table<DifferenceRow>
                rowKey="key"
                size="small"
                bordered
                dataSource={rows}
                pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
                columns={columnsOf<DifferenceRow>([
                  {
                    title: t('devices.audit.plu'),
                    key: 'plu',
                    onCell: (row) => ({ rowSpan: row.span }),
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
                    render: (_, row) => (
                      <span style={wrap}>
                        {row.field !== null ? fieldText(row.field) : t(KIND_WORDS[row.kind])}
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
            )}
            {last.more > 0 && (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t('devices.audit.more', { count: count(last.more) })}
              </Typography.Paragraph>
            )}
          </div>
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
