import { defaultNextDue } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Radio,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops } from '../../access/roles';
import {
  type Attachment,
  addVerification,
  scaleVerifications,
  type Verification,
  type VerificationState,
} from '../../api/scaleLegal';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useSession } from '../../session';
import { AttachmentList, AttachmentsUpload } from './Attachments';
import { VerificationStatusTag } from './VerificationStatusTag';

export const verificationsKey = (scaleId: number) => ['scale-legal', 'verifications', scaleId] as const;

type Draft = {
  verified_on: Dayjs | null;
  body: string;
  certificate_no: string;
  result: 'pass' | 'fail';
  next_due_on: Dayjs | null;
  seal_numbers: string;
  note: string;
  attachments: Attachment[];
};

/** The fields a refusal may name, shown under them (the rest as a dialog). */
const FIELDS = new Set([
  'verified_on',
  'body',
  'certificate_no',
  'result',
  'next_due_on',
  'seal_numbers',
  'note',
  'attachments',
]);

const day = (value: string) => dayjs(value, 'YYYY-MM-DD');
const dayText = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');

/** The status with what follows from it: the next due day, days left or overdue. */
export function VerificationSummary({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  const current = state.current;
  const hint = current
    ? t(`scaleLegal.statusHint.${state.status}`, {
        day: current.next_due_on,
        days: Math.abs(current.days_left),
      })
    : t('scaleLegal.statusHint.never');
  return (
    <Flex gap={8} wrap align="center" data-testid="verification-summary">
      <VerificationStatusTag status={state.status} />
      <Typography.Text type={state.status === 'valid' ? 'secondary' : undefined}>{hint}</Typography.Text>
    </Flex>
  );
}

/** One record: day, result, body, certificate, next due, seals, note, files, who entered it; corrected or counting. */
function VerificationItem({
  record,
  counts,
  onCorrect,
}: {
  record: Verification;
  counts: boolean;
  onCorrect: (() => void) | null;
}) {
  const { t } = useTranslation();
  const corrected = record.corrected_by_id !== null;
  const muted = corrected ? ({ type: 'secondary' } as const) : {};
  return (
    <List.Item
      data-testid="verification-record"
      data-corrected={corrected ? 'true' : 'false'}
      actions={
        onCorrect && !corrected
          ? [
              <Button key="correct" size="small" onClick={onCorrect} data-testid="verification-correct">
                {t('scaleLegal.verifications.correct')}
              </Button>,
            ]
          : []
      }
      style={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 8 }}
    >
      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong delete={corrected}>
            {record.verified_on}
          </Typography.Text>
          <Tag color={record.result === 'pass' ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
            {t(`scaleLegal.results.${record.result}`)}
          </Tag>
          {counts && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('scaleLegal.verifications.counts')}
            </Tag>
          )}
          {corrected && (
            <Tag style={{ marginInlineEnd: 0 }}>
              {t('scaleLegal.verifications.corrected', { id: record.corrected_by_id })}
            </Tag>
          )}
          {record.corrects_id !== null && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t('scaleLegal.verifications.corrects', { id: record.corrects_id })}
            </Tag>
          )}
          <Typography.Text type="secondary">#{record.id}</Typography.Text>
        </Flex>
        <Typography.Text {...muted} style={{ wordBreak: 'break-word' }}>
          {record.body}
          {record.certificate_no
            ? ` · ${t('scaleLegal.verifications.certificateNo')} ${record.certificate_no}`
            : ''}
        </Typography.Text>
        <Typography.Text {...muted}>
          {t('scaleLegal.verifications.nextDueOn')}: {record.next_due_on}
          {record.seal_numbers
            ? ` · ${t('scaleLegal.verifications.sealNumbers')}: ${record.seal_numbers}`
            : ''}
        </Typography.Text>
        {record.note && (
          <Typography.Text {...muted} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {record.note}
          </Typography.Text>
        )}
        <AttachmentList attachments={record.attachments} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scaleLegal.verifications.enteredBy')}: {record.created_by?.name || '—'} ·{' '}
          {dateTime(record.created_time)}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

/** Enters a record ('new') or corrects one (a record): prefilled, the next due day one year on. */
function VerificationDialog({
  scaleId,
  target,
  today,
  onClose,
}: {
  scaleId: number;
  target: Verification | 'new' | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const dialog = useFormDialog<Draft, Verification>({
    target,
    empty: {
      verified_on: day(today),
      body: '',
      certificate_no: '',
      result: 'pass',
      next_due_on: day(defaultNextDue(today)),
      seal_numbers: '',
      note: '',
      attachments: [],
    },
    valuesOf: (record) => ({
      verified_on: day(record.verified_on),
      body: record.body,
      certificate_no: record.certificate_no,
      result: record.result,
      next_due_on: day(record.next_due_on),
      seal_numbers: record.seal_numbers,
      note: record.note,
      attachments: record.attachments,
    }),
    fields: FIELDS,
  });
  const correcting = dialog.editing;

  const save = useMutation({
    mutationFn: (draft: Draft) =>
      addVerification(scaleId, {
        verified_on: dayText(draft.verified_on),
        body: draft.body.trim(),
        certificate_no: draft.certificate_no?.trim() ?? '',
        result: draft.result,
        next_due_on: draft.next_due_on ? dayText(draft.next_due_on) : undefined,
        seal_numbers: draft.seal_numbers?.trim() ?? '',
        note: draft.note?.trim() ?? '',
        attachments: draft.attachments ?? [],
        corrects_id: correcting ? correcting.id : undefined,
      }),
    onSuccess: () => {
      void message.success(t('scaleLegal.verifications.saved'));
      void queryClient.invalidateQueries({ queryKey: ['scale-legal'] });
      void queryClient.invalidateQueries({ queryKey: ['scales'] });
      onClose();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={
        correcting
          ? t('scaleLegal.verifications.correctTitle', { day: correcting.verified_on })
          : t('scaleLegal.verifications.addTitle')
      }
      name="verification"
      testId="verification-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      {correcting && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('scaleLegal.verifications.correctHint')}
        />
      )}
      <Flex gap={12} wrap>
        <Form.Item
          name="verified_on"
          label={t('scaleLegal.verifications.verifiedOn')}
          style={{ flex: '1 1 160px' }}
          rules={[{ required: true, message: t('scaleLegal.verifications.verifiedOn') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            allowClear={false}
            disabledDate={(value) => value.format('YYYY-MM-DD') > today}
            onChange={(value: Dayjs | null) => {
              // The next due day follows the verification's, one year on, until changed by hand.
              if (value) dialog.form.setFieldValue('next_due_on', day(defaultNextDue(dayText(value))));
            }}
            data-testid="verification-verified-on"
          />
        </Form.Item>
        <Form.Item
          name="next_due_on"
          label={t('scaleLegal.verifications.nextDueOn')}
          extra={t('scaleLegal.verifications.nextDueHint')}
          style={{ flex: '1 1 160px' }}
          dependencies={['verified_on']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) => {
                const verified = getFieldValue('verified_on') as Dayjs | null;
                return !value || !verified || dayText(value) > dayText(verified)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('scaleLegal.verifications.nextDueAfter')));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} data-testid="verification-next-due" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="body"
        label={t('scaleLegal.verifications.body')}
        rules={[{ required: true, whitespace: true, message: t('scaleLegal.verifications.bodyRequired') }]}
      >
        <Input
          maxLength={100}
          placeholder={t('scaleLegal.verifications.bodyPlaceholder')}
          data-testid="verification-body"
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="certificate_no"
          label={t('scaleLegal.verifications.certificateNo')}
          style={{ flex: '1 1 160px' }}
        >
          <Input maxLength={64} data-testid="verification-certificate" />
        </Form.Item>
        <Form.Item name="result" label={t('scaleLegal.verifications.result')} style={{ flex: '0 0 auto' }}>
          <Radio.Group
            optionType="button"
            data-testid="verification-result"
            options={[
              { value: 'pass', label: t('scaleLegal.results.pass') },
              { value: 'fail', label: t('scaleLegal.results.fail') },
            ]}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="seal_numbers" label={t('scaleLegal.verifications.sealNumbers')}>
        <Input maxLength={200} data-testid="verification-seals" />
      </Form.Item>
      <Form.Item name="attachments" label={t('scaleLegal.verifications.attachments')}>
        <AttachmentsUpload data-testid="verification-attachments" />
      </Form.Item>
      <Form.Item name="note" label={t('scaleLegal.verifications.note')}>
        <Input.TextArea rows={2} maxLength={1000} data-testid="verification-note" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * A scale's verification records (issue 27 §2): the status and the record that counts, every record
 * newest first (corrected ones struck through, still shown), and for owners, managers and
 * administrators "Add verification" and "Correct". `readOnly` (company staff, inspectors, the
 * fleet's view) hides the buttons.
 */
export function VerificationsCard({ scaleId, readOnly }: { scaleId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = !readOnly && canManageShops(session);
  const [target, setTarget] = useState<Verification | 'new' | null>(null);
  const { data, isLoading } = useQuery({
    queryKey: verificationsKey(scaleId),
    queryFn: () => scaleVerifications(scaleId),
  });

  return (
    <Card
      size="small"
      title={t('scaleLegal.verifications.title')}
      loading={isLoading}
      style={{ marginTop: 16 }}
      data-testid="verifications-card"
      extra={
        canWrite && (
          <Button type="primary" size="small" onClick={() => setTarget('new')} data-testid="verification-add">
            {t('scaleLegal.verifications.add')}
          </Button>
        )
      }
    >
      {data && (
        <Flex vertical gap={8}>
          <VerificationSummary state={data} />
          {data.list.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Flex vertical gap={4}>
                  <span>{t('scaleLegal.verifications.empty')}</span>
                  {canWrite && (
                    <Typography.Text type="secondary">
                      {t('scaleLegal.verifications.emptyNext')}
                    </Typography.Text>
                  )}
                </Flex>
              }
            />
          ) : (
            <List
              size="small"
              dataSource={data.list}
              rowKey="id"
              renderItem={(record) => (
                <VerificationItem
                  record={record}
                  counts={data.current?.verification_id === record.id}
                  onCorrect={canWrite ? () => setTarget(record) : null}
                />
              )}
            />
          )}
        </Flex>
      )}
      {canWrite && data && (
        <VerificationDialog
          scaleId={scaleId}
          target={target}
          today={data.today}
          onClose={() => setTarget(null)}
        />
      )}
    </Card>
  );
}
