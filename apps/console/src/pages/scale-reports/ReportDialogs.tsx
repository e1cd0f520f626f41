import { PHONE_PATTERN } from '@dahua/shared';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type ScaleReport } from '../../api/scaleReports';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { ScaleSelect } from '../../components/selectors';

type AnswerDraft = { answer: string };

/**
 * The shop's answer to a report (shown on the scale's public page to whoever holds the reference).
 * An answer begun and closed by a stray click or Esc asks "discard changes?" first (FormDialog).
 */
export function AnswerDialog({
  report,
  pending,
  onCancel,
  onSubmit,
}: {
  report: ScaleReport | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const dialog = useFormDialog<AnswerDraft, ScaleReport>({
    target: report,
    empty: { answer: '' },
    valuesOf: (opened) => ({ answer: opened.answer ?? '' }),
  });
  return (
    <FormDialog<AnswerDraft>
      dialog={dialog}
      title={report ? t('scaleReports.answerTitle', { reference: report.reference }) : ''}
      name="scale-report-answer"
      testId="sr-answer-form"
      saving={pending}
      onClose={onCancel}
      onFinish={(fields) => onSubmit(fields.answer.trim())}
      okText={t('common.ok')}
    >
      {report && (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="sr-answer-report"
        >
          {report.scale_name} · {report.description}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="answer"
        label={t('scaleReports.answer')}
        extra={t('scaleReports.answerHint')}
        rules={[{ required: true, whitespace: true, message: t('scaleReports.answerRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={REPORT_LIMITS.answer} showCount data-testid="sr-answer-text" />
      </Form.Item>
    </FormDialog>
  );
}

export type PhonedReport = { scale_id: number; description: string; phone: string };

const NO_PHONED_REPORT = { scale_id: undefined as unknown as number, description: '', phone: '' };

/** A report a customer made by phone, entered by the shop's owner or a manager. */
export function PhonedReportDialog({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (report: PhonedReport) => void;
}) {
  const { t } = useTranslation();
  const dialog = useFormDialog<PhonedReport, { id: number }>({
    target: open ? 'new' : null,
    empty: NO_PHONED_REPORT,
    valuesOf: () => NO_PHONED_REPORT,
  });
  return (
    <FormDialog<PhonedReport>
      dialog={dialog}
      title={t('scaleReports.create')}
      name="scale-report-phoned"
      testId="sr-create-form"
      saving={pending}
      onClose={onCancel}
      onFinish={(fields) =>
        onSubmit({ ...fields, description: fields.description.trim(), phone: (fields.phone ?? '').trim() })
      }
      okText={t('common.ok')}
    >
      <Typography.Paragraph type="secondary">{t('scaleReports.createHint')}</Typography.Paragraph>
      <Form.Item
        name="scale_id"
        label={t('scaleReports.scale')}
        rules={[{ required: true, message: t('scaleReports.scaleRequired') }]}
      >
        <ScaleSelect style={{ width: '100%' }} data-testid="sr-create-scale" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('scaleReports.description')}
        rules={[{ required: true, whitespace: true, message: t('scaleReports.descriptionRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={REPORT_LIMITS.description}
          showCount
          data-testid="sr-create-text"
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('scaleReports.phone')}
        rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
      >
        <Input inputMode="numeric" maxLength={11} data-testid="sr-create-phone" />
      </Form.Item>
    </FormDialog>
  );
}
